"""Asynchronous jobs on the live server: submitted and charged now, waited for, files as bytes."""

from __future__ import annotations

import json
import threading
import unittest
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import zuban
from live import POOR_TOKEN, URDU, balance, client


class AsynchronousJobs(unittest.TestCase):
    def test_submit_charges_now_and_wait_gives_the_synchronous_answer(self) -> None:
        before = balance()
        job = client().submit("stemmer", text=URDU)
        self.assertIsInstance(job, zuban.Job)
        self.assertIn(job.status, ("queued", "running", "succeeded"))
        self.assertAlmostEqual(balance(), before - job.cost, places=3)
        answer = job.wait(interval=0.1, timeout=60)
        self.assertEqual(job.status, "succeeded")
        self.assertEqual(answer["result"], "Stemming is done successfully.")
        self.assertEqual(answer["response"], client().stemmer(text=URDU)["response"])
        self.assertEqual(client().job(job.id).status, "succeeded")

    def test_a_speech_job_gives_its_audio_as_bytes_both_ways(self) -> None:
        job = client().submit("tts", text="السلام علیکم", format="wav")
        answer = job.wait(interval=0.1, timeout=60)
        audio = answer.get("content", b"")
        self.assertEqual(audio[:4], b"RIFF")
        self.assertEqual(job.result_bytes(), audio)

    def test_a_submission_without_balance_raises_at_once(self) -> None:
        with self.assertRaises(zuban.PaymentRequiredError) as caught:
            client(POOR_TOKEN).submit("stemmer", text=URDU)
        self.assertEqual(caught.exception.code, "insufficient_balance")

    def test_another_accounts_job_is_not_found(self) -> None:
        job = client().submit("stemmer", text=URDU)
        with self.assertRaises(zuban.NotFoundError) as caught:
            client(POOR_TOKEN).job(job.id)
        self.assertEqual(caught.exception.code, "job_not_found")
        job.wait(interval=0.1, timeout=60)

    def test_a_failed_job_raises_its_code_from_wait(self) -> None:
        # A job that fails on the engine is rare on demand: a local server plays the job resource.
        failed = {
            "id": "j1",
            "status": "failed",
            "cost": 0,
            "links": {"self": "/v1/jobs/j1"},
            "error": {"status": 502, "code": "engine_failed", "message": "OCR Failed."},
        }

        class JobResource(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                body = json.dumps(failed).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args: object) -> None:
                pass

        server = ThreadingHTTPServer(("127.0.0.1", 0), JobResource)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        self.addCleanup(server.server_close)
        self.addCleanup(server.shutdown)
        job = zuban.Client(f"http://127.0.0.1:{server.server_address[1]}", "t").job("j1")
        with self.assertRaises(zuban.JobFailedError) as caught:
            job.wait(interval=0.1, timeout=5)
        self.assertEqual((caught.exception.status, caught.exception.code), (502, "engine_failed"))
        self.assertEqual(caught.exception.message, "OCR Failed.")

    def test_wait_gives_up_after_its_timeout(self) -> None:
        job = zuban.Job(client()._transport, {"id": "x", "status": "queued", "links": {}})
        with self.assertRaises(zuban.JobTimeoutError):
            job.wait(interval=1, timeout=0.5)


if __name__ == "__main__":
    unittest.main()
