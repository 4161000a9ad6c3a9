"""Files in answers and requests: the API carries them as base64 inside JSON."""

from __future__ import annotations

import base64
from typing import Any

# Media types whose `response` is base64 of the bytes; any other contentType is text (hOCR,
# ALTO, captions) and its bytes are that text in UTF-8.
_BINARY_PREFIXES = ("audio/", "image/", "video/")
_BINARY_TYPES = frozenset({"application/pdf", "application/octet-stream", "application/zip"})


def is_binary(content_type: str) -> bool:
    kind = content_type.split(";", 1)[0].strip().lower()
    return kind.startswith(_BINARY_PREFIXES) or kind in _BINARY_TYPES


def with_content(answer: Any) -> Any:
    """Adds ``content``, the file as bytes, to an answer that names its ``contentType``."""
    if not isinstance(answer, dict):
        return answer
    content_type, response = answer.get("contentType"), answer.get("response")
    if isinstance(content_type, str) and isinstance(response, str):
        answer["content"] = (
            base64.b64decode(response) if is_binary(content_type) else response.encode("utf-8")
        )
    return answer


def encode_fields(body: dict[str, Any], binary: frozenset[str]) -> dict[str, Any]:
    """Bytes given for a base64 field (an image, a WAV file) are sent as base64."""
    return {
        name: base64.b64encode(value).decode("ascii")
        if name in binary and isinstance(value, (bytes, bytearray, memoryview))
        else value
        for name, value in body.items()
    }
