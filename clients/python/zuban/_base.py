"""What every generated service method stands on: the call, the submission and the job."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from ._transport import Transport
from .files import encode_fields, with_content
from .jobs import Job
from .retry import RetryPolicy


@dataclass(frozen=True)
class Operation:
    """One paid call as /openapi.json describes it (the table is generated)."""

    path: str
    #: Python keyword -> JSON field name.
    fields: Mapping[str, str]
    #: JSON fields that carry a file in base64 (bytes given for them are encoded).
    binary: frozenset[str]
    #: Whether it accepts ``Prefer: respond-async`` (a documented 202).
    asynchronous: bool


class BaseClient:
    _operations: ClassVar[Mapping[str, Operation]] = {}

    def __init__(
        self,
        base_url: str,
        token: str | None = None,
        *,
        timeout: float = 300.0,
        retry: RetryPolicy | None = None,
    ) -> None:
        """``base_url`` is where the API answers (``https://zuban.example``); ``token`` your
        access token or a named key, sent as ``Authorization: Bearer``. ``timeout`` bounds each
        HTTP exchange in seconds; ``retry`` how 429 and 503 with Retry-After are waited out
        (default: 3 times, at most 60 s each; ``zuban.NO_RETRY`` raises them at once)."""
        self._transport = Transport(base_url, token, timeout, retry or RetryPolicy())

    def request(
        self,
        method: str,
        path: str,
        json: Any = None,
        headers: Mapping[str, str] | None = None,
    ) -> Any:
        """Any other route of the API (``/v1/webhooks``, ``/backend/history`` ...): its JSON answer."""
        response = self._transport.request(method, path, json_body=json, headers=headers)
        content_type = response.headers.get("content-type", "")
        if not response.body or "json" not in content_type:
            return response.body
        return response.json()

    def job(self, job_id: str) -> Job[Any]:
        """An asynchronous job by its id, read now."""
        return Job(self._transport, {"id": job_id, "status": "queued"}).refresh()

    def _body(self, name: str, given: Mapping[str, Any]) -> tuple[Operation, dict[str, Any]]:
        operation = self._operations.get(name)
        if operation is None:
            raise ValueError(f"no paid service {name!r}; one of: {', '.join(sorted(self._operations))}")
        unknown = set(given) - set(operation.fields)
        if unknown:
            raise TypeError(f"{name}() got unexpected fields: {', '.join(sorted(unknown))}")
        # None means "not given": the server applies the field's default.
        body = {operation.fields[k]: v for k, v in given.items() if v is not None}
        return operation, encode_fields(body, operation.binary)

    def _call(self, name: str, given: Mapping[str, Any], idempotency_key: str | None) -> Any:
        operation, body = self._body(name, given)
        headers = {"Idempotency-Key": idempotency_key} if idempotency_key else {}
        response = self._transport.request("POST", operation.path, json_body=body, headers=headers)
        if "json" not in response.headers.get("content-type", ""):
            return response.body
        return with_content(response.json())

    def _submit(
        self,
        name: str,
        given: Mapping[str, Any],
        callback_url: str | None,
        idempotency_key: str | None,
    ) -> Job[Any]:
        operation, body = self._body(name, given)
        if not operation.asynchronous:
            raise TypeError(f"{name} does not run asynchronously")
        if callback_url is not None:
            body["callbackUrl"] = callback_url
        headers = {"Prefer": "respond-async"}
        if idempotency_key:
            headers["Idempotency-Key"] = idempotency_key
        response = self._transport.request("POST", operation.path, json_body=body, headers=headers)
        view = response.json()
        if response.status != 202 or not isinstance(view, dict) or "id" not in view:
            # A replayed Idempotency-Key of a synchronous call answers its 200: not a job.
            raise TypeError(f"{operation.path} answered {response.status} without a job")
        return Job(self._transport, view)
