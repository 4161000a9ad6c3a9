"""The exceptions the package raises: every HTTP error carries the problem's stable ``code``."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any


class ZubanError(Exception):
    """Anything this package raises on purpose."""


class APIConnectionError(ZubanError):
    """The server could not be reached, or the connection broke before an answer came."""


class APIError(ZubanError):
    """An answer outside 2xx.

    Branch on ``status`` and ``code`` (``insufficient_balance``, ``invalid_request``,
    ``rate_limited`` ...); ``message`` is the reason in words and ``problem`` the whole
    problem+json body (a 402 also carries ``balance`` and ``price`` there). Nothing is
    charged for a call that ends in one of these.
    """

    def __init__(
        self,
        status: int,
        code: str,
        message: str,
        problem: Mapping[str, Any],
        headers: Mapping[str, str],
    ) -> None:
        super().__init__(f"{status} {code}: {message}")
        self.status = status
        self.code = code
        self.message = message
        self.problem: dict[str, Any] = dict(problem)
        self.headers: dict[str, str] = dict(headers)

    @property
    def retry_after(self) -> str | None:
        """The ``Retry-After`` header of a 429 or 503, as sent."""
        return self.headers.get("retry-after")


class BadRequestError(APIError):
    """400 (and 413, 422): the input was refused; ``problem["field"]`` names the field."""


class AuthenticationError(APIError):
    """401: no access token, or one the server does not know (replaced, revoked, expired)."""


class PaymentRequiredError(APIError):
    """402: the balance (or the key's spending cap) does not cover the call."""


class PermissionDeniedError(APIError):
    """403: the account is suspended or not confirmed, or the key may not use this service."""


class NotFoundError(APIError):
    """404, and 410 for a job whose result is past the retention period."""


class ConflictError(APIError):
    """409: the same Idempotency-Key is still in progress, or a job cannot do that now."""


class RateLimitError(APIError):
    """429: too many calls; ``retry_after`` says when to come back (the client waits on its own)."""


class ServerError(APIError):
    """5xx: the engine failed (the charge is refunded) or is not available now."""


_BY_STATUS: dict[int, type[APIError]] = {
    400: BadRequestError,
    401: AuthenticationError,
    402: PaymentRequiredError,
    403: PermissionDeniedError,
    404: NotFoundError,
    409: ConflictError,
    410: NotFoundError,
    413: BadRequestError,
    422: BadRequestError,
    429: RateLimitError,
}


def error_for(status: int, body: bytes, headers: Mapping[str, str]) -> APIError:
    """The exception for an error answer: problem+json, OpenAI's ``{"error": {...}}``, or anything else."""
    problem: dict[str, Any] = {}
    try:
        parsed = json.loads(body.decode("utf-8")) if body else {}
    except (UnicodeDecodeError, ValueError):
        parsed = {}
    if isinstance(parsed, dict):
        inner = parsed.get("error")
        problem = inner if isinstance(inner, dict) and "code" in inner else parsed
    text = body[:200].decode("utf-8", "replace").strip()
    code = problem.get("code")
    message = problem.get("message")
    kind = _BY_STATUS.get(status, ServerError if status >= 500 else APIError)
    return kind(
        status,
        code if isinstance(code, str) else f"http_{status}",
        message if isinstance(message, str) else (text or f"HTTP {status}"),
        problem,
        headers,
    )


class JobFailedError(ZubanError):
    """An asynchronous job ended failed or cancelled; failed jobs are refunded.

    ``code`` and ``message`` are what the synchronous call would have answered, ``status``
    its HTTP status (0 for a cancelled job); ``job`` is the job as last read.
    """

    def __init__(self, job: Mapping[str, Any]) -> None:
        error = job.get("error") or {}
        self.job: dict[str, Any] = dict(job)
        self.status: int = int(error.get("status", 0))
        self.code: str = str(error.get("code", job.get("status", "failed")))
        self.message: str = str(error.get("message", f"the job was {job.get('status')}"))
        super().__init__(f"job {job.get('id')} {job.get('status')}: {self.code}: {self.message}")


class JobTimeoutError(ZubanError, TimeoutError):
    """``Job.wait`` gave up; the job itself runs on and can be waited for again."""


class WebhookVerificationError(ZubanError):
    """A webhook whose signature or timestamp does not check out: do not trust its body."""
