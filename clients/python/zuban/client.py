"""The client: one typed method per paid service (generated), asynchronous jobs, any other route."""

from __future__ import annotations

from ._services import ServiceCalls


class Client(ServiceCalls):
    """``Client("https://zuban.example", token)``: every paid service as a method.

    ``client.stemmer(text=...)`` answers ``{"result", "response", "jobId", "cost", ...}``
    (answers that carry a file add ``content``, its bytes); ``client.submit("stemmer",
    text=...)`` charges and queues it and returns a Job, whose ``wait()`` gives the same
    answer. Errors raise ``zuban.APIError`` subclasses carrying the problem's ``code``.
    """
