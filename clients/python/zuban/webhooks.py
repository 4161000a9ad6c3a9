"""Verifying the webhooks of asynchronous jobs (the Standard Webhooks scheme).

The server signs ``{webhook-id}.{webhook-timestamp}.{body}`` with HMAC-SHA256 under the
account's secret (``whsec_`` + base64) and sends ``webhook-signature: v1,<base64>`` (several,
space-separated, while a secret is being replaced).
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import json
import time
from collections.abc import Mapping
from typing import Any

from .errors import WebhookVerificationError

#: How far a delivery's timestamp may be from now, either way, in seconds.
DEFAULT_TOLERANCE = 300


class Webhook:
    """``Webhook(secret).verify(body, headers)`` returns the event or raises."""

    def __init__(self, secret: str) -> None:
        try:
            self._key = base64.b64decode(secret.removeprefix("whsec_"), validate=True)
        except (binascii.Error, ValueError) as error:
            raise ValueError("a webhook secret looks like whsec_ followed by base64") from error
        if not self._key:
            raise ValueError("the webhook secret is empty")

    def sign(self, msg_id: str, timestamp: int, body: bytes | str) -> str:
        """The ``webhook-signature`` value for this delivery (what the server sends)."""
        raw = body.encode("utf-8") if isinstance(body, str) else body
        signed = f"{msg_id}.{timestamp}.".encode() + raw
        digest = hmac.new(self._key, signed, hashlib.sha256).digest()
        return "v1," + base64.b64encode(digest).decode("ascii")

    def verify(
        self,
        body: bytes | str,
        headers: Mapping[str, str],
        *,
        tolerance: int = DEFAULT_TOLERANCE,
        now: float | None = None,
    ) -> dict[str, Any]:
        """Checks the signature (constant-time) and the timestamp, then parses the body.

        ``body`` must be the bytes as received, before any JSON parsing; ``headers`` any
        mapping of the request's headers (names in any case). The event is
        ``{"type": "job.succeeded", "timestamp": ..., "data": {<the job>}}``.
        """
        lower = {name.lower(): value for name, value in headers.items()}
        msg_id = lower.get("webhook-id")
        stamp = lower.get("webhook-timestamp")
        signatures = lower.get("webhook-signature")
        if not msg_id or not stamp or not signatures:
            raise WebhookVerificationError("missing webhook-id, webhook-timestamp or webhook-signature")
        try:
            timestamp = int(stamp)
        except ValueError as error:
            raise WebhookVerificationError("webhook-timestamp is not a number") from error
        current = time.time() if now is None else now
        if abs(current - timestamp) > tolerance:
            raise WebhookVerificationError("webhook-timestamp is too old or too new (a replay?)")
        expected = self.sign(msg_id, timestamp, body).encode("ascii")
        for candidate in signatures.split():
            version, _, _ = candidate.partition(",")
            if version == "v1" and hmac.compare_digest(expected, candidate.encode("utf-8")):
                raw = body.decode("utf-8") if isinstance(body, bytes) else body
                event: dict[str, Any] = json.loads(raw)
                return event
        raise WebhookVerificationError("no signature matches: wrong secret or altered body")
