"""Zuban: Urdu and Punjabi speech, text and OCR over HTTP. See README.md for a complete example."""

from . import types
from ._version import __version__
from .client import Client
from .errors import (
    APIConnectionError,
    APIError,
    AuthenticationError,
    BadRequestError,
    ConflictError,
    JobFailedError,
    JobTimeoutError,
    NotFoundError,
    PaymentRequiredError,
    PermissionDeniedError,
    RateLimitError,
    ServerError,
    WebhookVerificationError,
    ZubanError,
)
from .jobs import Job
from .retry import NO_RETRY, RetryPolicy, retry_after_seconds
from .webhooks import Webhook

__all__ = [
    "APIConnectionError",
    "APIError",
    "AuthenticationError",
    "BadRequestError",
    "Client",
    "ConflictError",
    "Job",
    "JobFailedError",
    "JobTimeoutError",
    "NO_RETRY",
    "NotFoundError",
    "PaymentRequiredError",
    "PermissionDeniedError",
    "RateLimitError",
    "RetryPolicy",
    "ServerError",
    "Webhook",
    "WebhookVerificationError",
    "ZubanError",
    "__version__",
    "retry_after_seconds",
    "types",
]
