"""The README's examples, run as a reader would run them against the live server."""

from __future__ import annotations

import os
import re
import select
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import unittest
from pathlib import Path

from live import BASE_URL, TOKEN, URDU, WEBHOOK_SECRET, client

README = Path(os.environ["ZUBAN_README"]).read_text(encoding="utf-8")
BLOCKS = re.findall(r"```python\n(.*?)```", README, flags=re.S)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Readme(unittest.TestCase):
    def setUp(self) -> None:
        self.dir = Path(tempfile.mkdtemp(prefix="zuban-readme-"))
        self.addCleanup(shutil.rmtree, self.dir)
        self.env = dict(os.environ, ZUBAN_TOKEN=TOKEN, ZUBAN_WEBHOOK_SECRET=WEBHOOK_SECRET)

    def test_it_has_a_call_a_job_and_a_receiver(self) -> None:
        self.assertEqual(len(BLOCKS), 3, "the README's python examples changed: update this test")

    def test_the_call_and_the_job_run_as_written(self) -> None:
        # The OCR line reads page.png from the working folder: a rendered Urdu page.
        shutil.copy(os.environ["ZUBAN_PAGE_PNG"], self.dir / "page.png")
        code = (BLOCKS[0] + BLOCKS[1]).replace("https://zuban.example", BASE_URL)
        done = subprocess.run(
            [sys.executable, "-c", code], cwd=self.dir, env=self.env, capture_output=True, text=True, timeout=120
        )
        self.assertEqual(done.returncode, 0, done.stdout + done.stderr)
        self.assertIn("POS tagging is done successfully.", done.stdout)
        self.assertIn("ہے|", done.stdout)
        mp3 = (self.dir / "salam.mp3").read_bytes()
        self.assertTrue(mp3[:3] == b"ID3" or mp3[0] == 0xFF)
        self.assertEqual((self.dir / "salam.wav").read_bytes()[:4], b"RIFF")
        self.assertIn("پاکستان", done.stdout.split("ہے|VB", 1)[-1])

    def test_the_webhook_receiver_verifies_a_real_delivery(self) -> None:
        port = free_port()
        code = BLOCKS[2].replace('("", 8000)', f'("127.0.0.1", {port})')
        self.assertNotEqual(code, BLOCKS[2])
        receiver = subprocess.Popen(
            [sys.executable, "-u", "-c", code],
            cwd=self.dir,
            env=self.env,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        self.addCleanup(receiver.wait)
        self.addCleanup(receiver.kill)
        # A delivery sent before it listens is tried again later: wait until it does.
        for _ in range(100):
            with socket.socket() as s:
                if s.connect_ex(("127.0.0.1", port)) == 0:
                    break
            time.sleep(0.05)
        job = client().submit("stemmer", text=URDU, callback_url=f"http://127.0.0.1:{port}/hook")
        assert receiver.stdout is not None
        ready, _, _ = select.select([receiver.stdout], [], [], 60)
        self.assertTrue(ready, "the receiver printed nothing within 60 s")
        line = receiver.stdout.readline()
        self.assertEqual(line.split(), ["job.succeeded", job.id, "succeeded"])


if __name__ == "__main__":
    unittest.main()
