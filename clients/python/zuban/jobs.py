"""Asynchronous jobs (``Prefer: respond-async``): charged when submitted, run in the background."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from .errors import JobFailedError, JobTimeoutError
from .files import with_content

if TYPE_CHECKING:
    from ._transport import Transport

Answer = TypeVar("Answer")

FINISHED = frozenset({"succeeded", "failed", "cancelled"})


class Job(Generic[Answer]):
    """A job as ``GET /v1/jobs/{id}`` shows it; ``view`` is that JSON as last read."""

    def __init__(self, transport: Transport, view: dict[str, Any]) -> None:
        self._transport = transport
        self.view: dict[str, Any] = view

    @property
    def id(self) -> str:
        return str(self.view["id"])

    @property
    def status(self) -> str:
        """``queued``, ``running``, ``succeeded``, ``failed`` or ``cancelled`` (as last read)."""
        return str(self.view["status"])

    @property
    def cost(self) -> float:
        """The charge in PKR (refunded when the job failed or was cancelled)."""
        return float(self.view["cost"])

    def refresh(self) -> Job[Answer]:
        """Reads the job again."""
        self.view = self._transport.request("GET", self._link("self")).json()
        return self

    def wait(self, *, interval: float = 1.0, timeout: float = 3600.0) -> Answer:
        """Polls until the job ends and returns the answer the synchronous call would have given
        (with ``content`` bytes for a file). Raises JobFailedError when it failed or was
        cancelled, JobTimeoutError after ``timeout`` seconds (the job runs on)."""
        deadline = time.monotonic() + timeout
        while self.status not in FINISHED:
            if time.monotonic() + interval > deadline:
                raise JobTimeoutError(f"job {self.id} is still {self.status} after {timeout} s")
            time.sleep(interval)
            self.refresh()
        if self.status != "succeeded":
            raise JobFailedError(self.view)
        answer: Answer = with_content(dict(self.view))
        return answer

    def cancel(self) -> Job[Answer]:
        """Cancels a queued job and refunds it (409 ConflictError once it has started)."""
        self.view = self._transport.request("POST", f"{self._link('self')}/cancel").json()
        return self

    def result_bytes(self) -> bytes:
        """The file a succeeded job produced (audio, a PDF), as served by ``links.result``."""
        return self._transport.request("GET", self._link("result"), headers={"Accept": "*/*"}).body

    def _link(self, name: str) -> str:
        links = self.view.get("links") or {}
        if name == "self":
            return str(links.get("self") or f"/v1/jobs/{self.id}")
        if name not in links:
            raise ValueError(f"job {self.id} ({self.status}) has no {name} link")
        return str(links[name])

    def __repr__(self) -> str:
        return f"Job(id={self.id!r}, status={self.status!r})"
