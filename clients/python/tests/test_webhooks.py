"""Webhook verification: the live server's own signed delivery passes; forged and old ones do not."""

from __future__ import annotations

import base64
import queue
import threading
import time
import unittest
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import zuban
from live import URDU, WEBHOOK_SECRET, client

Delivery = tuple[bytes, dict[str, str]]


class Receiver(BaseHTTPRequestHandler):
    def do_POST(self) -> None:
        body = self.rfile.read(int(self.headers["Content-Length"]))
        self.server.deliveries.put((body, dict(self.headers)))  # type: ignore[attr-defined]
        self.send_response(204)
        self.end_headers()

    def log_message(self, *args: object) -> None:
        pass


class Webhooks(unittest.TestCase):
    delivery: Delivery
    job_id: str

    @classmethod
    def setUpClass(cls) -> None:
        server = ThreadingHTTPServer(("127.0.0.1", 0), Receiver)
        deliveries: queue.Queue[Delivery] = queue.Queue()
        server.deliveries = deliveries  # type: ignore[attr-defined]
        threading.Thread(target=server.serve_forever, daemon=True).start()
        try:
            url = f"http://127.0.0.1:{server.server_address[1]}/hook"
            job = client().submit("stemmer", text=URDU, callback_url=url)
            cls.job_id = job.id
            cls.delivery = deliveries.get(timeout=60)
        finally:
            server.shutdown()
            server.server_close()

    def test_the_servers_signed_delivery_verifies(self) -> None:
        body, headers = self.delivery
        event = zuban.Webhook(WEBHOOK_SECRET).verify(body, headers)
        self.assertEqual(event["type"], "job.succeeded")
        self.assertEqual(event["data"]["id"], self.job_id)
        self.assertEqual(event["data"]["status"], "succeeded")

    def test_header_names_in_any_case_and_a_str_body_verify(self) -> None:
        body, headers = self.delivery
        upper = {name.upper(): value for name, value in headers.items()}
        zuban.Webhook(WEBHOOK_SECRET).verify(body.decode("utf-8"), upper)

    def test_an_altered_body_is_refused(self) -> None:
        body, headers = self.delivery
        forged = body.replace(b"succeeded", b"cancelled", 1)
        self.assertNotEqual(forged, body)
        with self.assertRaises(zuban.WebhookVerificationError):
            zuban.Webhook(WEBHOOK_SECRET).verify(forged, headers)

    def test_another_secret_is_refused(self) -> None:
        body, headers = self.delivery
        other = "whsec_" + base64.b64encode(b"another secret of 32 bytes......").decode()
        with self.assertRaises(zuban.WebhookVerificationError):
            zuban.Webhook(other).verify(body, headers)

    def test_a_replay_past_the_tolerance_is_refused(self) -> None:
        body, headers = self.delivery
        lower = {name.lower(): value for name, value in headers.items()}
        stamp = int(lower["webhook-timestamp"])
        webhook = zuban.Webhook(WEBHOOK_SECRET)
        webhook.verify(body, headers, now=stamp + 299)
        with self.assertRaises(zuban.WebhookVerificationError):
            webhook.verify(body, headers, now=stamp + 301)
        with self.assertRaises(zuban.WebhookVerificationError):
            webhook.verify(body, headers, now=stamp - 301)

    def test_an_old_timestamp_signed_correctly_is_still_refused(self) -> None:
        body, headers = self.delivery
        webhook = zuban.Webhook(WEBHOOK_SECRET)
        old = int(time.time()) - 3600
        msg_id = {name.lower(): value for name, value in headers.items()}["webhook-id"]
        resigned = {
            "webhook-id": msg_id,
            "webhook-timestamp": str(old),
            "webhook-signature": webhook.sign(msg_id, old, body),
        }
        with self.assertRaises(zuban.WebhookVerificationError):
            webhook.verify(body, resigned)
        webhook.verify(body, resigned, now=old)

    def test_a_forged_signature_or_missing_headers_are_refused(self) -> None:
        body, headers = self.delivery
        lower = {name.lower(): value for name, value in headers.items()}
        webhook = zuban.Webhook(WEBHOOK_SECRET)
        forged = dict(lower, **{"webhook-signature": "v1," + base64.b64encode(b"x" * 32).decode()})
        with self.assertRaises(zuban.WebhookVerificationError):
            webhook.verify(body, forged)
        unversioned = dict(lower, **{"webhook-signature": lower["webhook-signature"].replace("v1,", "v2,")})
        with self.assertRaises(zuban.WebhookVerificationError):
            webhook.verify(body, unversioned)
        for missing in ("webhook-id", "webhook-timestamp", "webhook-signature"):
            with self.assertRaises(zuban.WebhookVerificationError):
                webhook.verify(body, {k: v for k, v in lower.items() if k != missing})

    def test_a_secret_that_is_not_base64_is_refused_at_once(self) -> None:
        with self.assertRaises(ValueError):
            zuban.Webhook("whsec_not base64!")


if __name__ == "__main__":
    unittest.main()
