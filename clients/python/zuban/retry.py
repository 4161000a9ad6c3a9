"""When to try a refused call again: 429 and 503 with ``Retry-After``, a bounded number of times."""

from __future__ import annotations

import time
from dataclasses import dataclass
from email.utils import parsedate_to_datetime

#: Statuses whose Retry-After means "the same request will work later"; the server refuses both
#: before it charges anything, so sending the call again cannot charge twice.
RETRIED_STATUSES = frozenset({429, 503})


@dataclass(frozen=True)
class RetryPolicy:
    """``max_retries`` further tries after the first answer, never waiting more than
    ``max_wait_seconds`` at once (an answer asking for longer is raised as it is)."""

    max_retries: int = 3
    max_wait_seconds: float = 60.0

    def __post_init__(self) -> None:
        if self.max_retries < 0 or self.max_wait_seconds < 0:
            raise ValueError("max_retries and max_wait_seconds cannot be negative")


#: No retries at all: every 429 and 503 is raised at once.
NO_RETRY = RetryPolicy(max_retries=0)


def retry_after_seconds(value: str | None, now: float | None = None) -> float | None:
    """Seconds to wait from a Retry-After header: delay-seconds or an HTTP date (RFC 9110 10.2.3).

    None when it is absent or unreadable: then the answer is not retried.
    """
    if value is None:
        return None
    value = value.strip()
    if value.isdigit():
        return float(value)
    try:
        at = parsedate_to_datetime(value)
    except (TypeError, ValueError, IndexError):
        return None
    if at.tzinfo is None:
        return None
    return max(0.0, at.timestamp() - (time.time() if now is None else now))
