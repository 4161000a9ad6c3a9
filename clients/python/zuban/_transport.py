"""HTTP over the standard library (urllib): the token, JSON, errors as exceptions, and retries."""

from __future__ import annotations

import json
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from ._version import __version__
from .errors import APIConnectionError, error_for
from .retry import RETRIED_STATUSES, RetryPolicy, retry_after_seconds


@dataclass(frozen=True)
class Response:
    status: int
    #: Header names in lower case.
    headers: dict[str, str]
    body: bytes

    def json(self) -> Any:
        return json.loads(self.body.decode("utf-8"))


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    # A redirect would resend the call (and the token) somewhere else: it is an answer like any other.
    def redirect_request(self, *args: Any, **kwargs: Any) -> None:
        return None


class Transport:
    def __init__(
        self,
        base_url: str,
        token: str | None,
        timeout: float,
        retry: RetryPolicy,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self.token = token
        self.timeout = timeout
        self.retry = retry
        self._sleep = sleep
        self._opener = urllib.request.build_opener(_NoRedirect)

    def request(
        self,
        method: str,
        path: str,
        *,
        json_body: Any = None,
        headers: Mapping[str, str] | None = None,
    ) -> Response:
        """Sends the call; waits out 429/503 per the retry policy; raises APIError outside 2xx."""
        sent = {"Accept": "application/json", "User-Agent": f"zuban-python/{__version__}"}
        if self.token:
            sent["Authorization"] = f"Bearer {self.token}"
        data = None
        if json_body is not None:
            data = json.dumps(json_body, ensure_ascii=False).encode("utf-8")
            sent["Content-Type"] = "application/json"
        sent.update(headers or {})
        # Only paths on the configured server: the token never goes to a host a caller or an answer names.
        if not path.startswith("/"):
            raise ValueError(f"a path on the server, starting with /: {path!r}")
        url = self.base_url + path
        for attempt in range(self.retry.max_retries + 1):
            response = self._send(urllib.request.Request(url, data, sent, method=method))
            if 200 <= response.status < 300:
                return response
            wait = retry_after_seconds(response.headers.get("retry-after"))
            last = attempt >= self.retry.max_retries
            if (
                last
                or response.status not in RETRIED_STATUSES
                or wait is None
                or wait > self.retry.max_wait_seconds
            ):
                break
            self._sleep(wait)
        raise error_for(response.status, response.body, response.headers)

    def _send(self, request: urllib.request.Request) -> Response:
        try:
            with self._opener.open(request, timeout=self.timeout) as answer:
                return Response(answer.status, _lower(answer.headers.items()), answer.read())
        except urllib.error.HTTPError as error:
            with error:
                return Response(error.code, _lower(error.headers.items()), error.read())
        except (urllib.error.URLError, OSError) as error:
            raise APIConnectionError(f"{request.full_url}: {error}") from error


def _lower(items: Any) -> dict[str, str]:
    return {str(name).lower(): str(value) for name, value in items}
