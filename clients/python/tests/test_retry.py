"""Retries that honour Retry-After: a scripted local server, and the live server's own rate limit."""

from __future__ import annotations

import json
import threading
import time
import unittest
from email.utils import formatdate
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import zuban
from live import LIMITED_BASE_URL, LIMITED_TOKEN, URDU

ANSWER = {"result": "Stemming is done successfully.", "response": "x", "jobId": "j1", "cost": 0.25}


class Scripted(BaseHTTPRequestHandler):
    """Answers each POST with the next (status, headers) of the server's script, then 200."""

    def do_POST(self) -> None:
        server: ScriptedServer = self.server  # type: ignore[assignment]
        self.rfile.read(int(self.headers.get("Content-Length", "0")))
        server.seen.append((time.monotonic(), dict(self.headers)))
        status, headers = server.script.pop(0) if server.script else (200, {})
        body = json.dumps(
            ANSWER if status == 200 else {"status": status, "code": "rate_limited", "message": "slow down"}
        ).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json" if status == 200 else "application/problem+json")
        for name, value in headers.items():
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


class ScriptedServer(ThreadingHTTPServer):
    def __init__(self, script: list[tuple[int, dict[str, str]]]) -> None:
        super().__init__(("127.0.0.1", 0), Scripted)
        self.script = script
        self.seen: list[tuple[float, dict[str, str]]] = []


class RetryAfter(unittest.TestCase):
    def serve(self, script: list[tuple[int, dict[str, str]]]) -> tuple[ScriptedServer, str]:
        server = ScriptedServer(script)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        self.addCleanup(server.server_close)
        self.addCleanup(server.shutdown)
        return server, f"http://127.0.0.1:{server.server_address[1]}"

    def test_a_429_is_waited_out_for_its_retry_after_and_sent_again(self) -> None:
        server, url = self.serve([(429, {"Retry-After": "1"})])
        answer = zuban.Client(url, "t").stemmer(text=URDU, idempotency_key="k1")
        self.assertEqual(answer["jobId"], "j1")
        self.assertEqual(len(server.seen), 2)
        waited = server.seen[1][0] - server.seen[0][0]
        self.assertGreaterEqual(waited, 0.95)
        self.assertLess(waited, 5)
        # The same call again: same key, same token.
        self.assertEqual(server.seen[1][1]["Idempotency-Key"], "k1")
        self.assertEqual(server.seen[1][1]["Authorization"], "Bearer t")

    def test_a_503_with_an_http_date_is_waited_out_too(self) -> None:
        server, url = self.serve([(503, {"Retry-After": formatdate(time.time() + 1, usegmt=True)})])
        zuban.Client(url, "t").stemmer(text=URDU)
        self.assertEqual(len(server.seen), 2)

    def test_retries_are_bounded(self) -> None:
        server, url = self.serve([(429, {"Retry-After": "0"})] * 5)
        client = zuban.Client(url, "t", retry=zuban.RetryPolicy(max_retries=2))
        with self.assertRaises(zuban.RateLimitError) as caught:
            client.stemmer(text=URDU)
        self.assertEqual(len(server.seen), 3)
        self.assertEqual(caught.exception.code, "rate_limited")
        self.assertEqual(caught.exception.retry_after, "0")

    def test_a_wait_longer_than_allowed_is_raised_at_once(self) -> None:
        server, url = self.serve([(429, {"Retry-After": "120"})])
        started = time.monotonic()
        with self.assertRaises(zuban.RateLimitError) as caught:
            zuban.Client(url, "t").stemmer(text=URDU)
        self.assertLess(time.monotonic() - started, 5)
        self.assertEqual(caught.exception.retry_after, "120")
        self.assertEqual(len(server.seen), 1)

    def test_no_retry_raises_the_first_429(self) -> None:
        server, url = self.serve([(429, {"Retry-After": "1"})])
        with self.assertRaises(zuban.RateLimitError):
            zuban.Client(url, "t", retry=zuban.NO_RETRY).stemmer(text=URDU)
        self.assertEqual(len(server.seen), 1)

    def test_a_429_without_retry_after_is_not_retried(self) -> None:
        server, url = self.serve([(429, {})])
        with self.assertRaises(zuban.RateLimitError):
            zuban.Client(url, "t").stemmer(text=URDU)
        self.assertEqual(len(server.seen), 1)

    def test_a_negative_policy_is_refused(self) -> None:
        with self.assertRaises(ValueError):
            zuban.RetryPolicy(max_retries=-1)

    def test_the_token_only_goes_to_the_configured_server(self) -> None:
        server, url = self.serve([])
        client = zuban.Client(url, "t")
        with self.assertRaises(ValueError):
            client.request("GET", "http://127.0.0.1:9/elsewhere")
        self.assertEqual(server.seen, [])

    def test_retry_after_reads_seconds_and_dates(self) -> None:
        self.assertEqual(zuban.retry_after_seconds("7"), 7)
        self.assertAlmostEqual(
            zuban.retry_after_seconds("Sun, 06 Nov 1994 08:49:47 GMT", now=784111770.0) or 0, 17
        )
        self.assertIsNone(zuban.retry_after_seconds("soon"))
        self.assertIsNone(zuban.retry_after_seconds(None))

    def test_the_live_servers_rate_limit_is_waited_out(self) -> None:
        # Two text calls per 2-second window: the third in a row gets 429 with Retry-After and
        # goes through once the window turns. Without retries, five in a row cannot all pass.
        client = zuban.Client(LIMITED_BASE_URL, LIMITED_TOKEN)
        started = time.monotonic()
        answers = [client.stemmer(text=URDU) for _ in range(5)]
        self.assertEqual(len({a["jobId"] for a in answers}), 5)
        self.assertGreaterEqual(time.monotonic() - started, 1)
        with self.assertRaises(zuban.RateLimitError) as caught:
            strict = zuban.Client(LIMITED_BASE_URL, LIMITED_TOKEN, retry=zuban.NO_RETRY)
            for _ in range(5):
                strict.stemmer(text=URDU)
        self.assertEqual(caught.exception.code, "rate_limited")
        self.assertIsNotNone(caught.exception.retry_after)


if __name__ == "__main__":
    unittest.main()
