"""The package's types, checked by mypy --strict as a user's editor would check a program using it."""

from __future__ import annotations

import re
import subprocess
import sys
import tempfile
import textwrap
import unittest
from pathlib import Path

# A program that uses the package as documented: mypy must accept every line but those marked
# `# error`, and must refuse each of those (a wrong keyword, value, service or answer key).
PROGRAM = textwrap.dedent(
    '''
    import zuban
    from zuban.types import StemmerAnswer, TtsAnswer

    client = zuban.Client("http://127.0.0.1:1", "token", retry=zuban.RetryPolicy(max_retries=1))
    stems: StemmerAnswer = client.stemmer(text="کتابیں", idempotency_key="k")
    job_id: str = stems["jobId"]
    cost: float = stems["cost"]
    speech: TtsAnswer = client.tts(text="سلام", volume=100, speed=0, format="mp3")
    audio: bytes = speech["content"]
    pages: list[str] = client.ocr(image=b"...", output="text")["pages"]
    job: zuban.Job[TtsAnswer] = client.submit("tts", text="سلام", callback_url="https://example.com/h")
    waited: bytes = job.wait(timeout=60)["content"]
    event: dict[str, object] = zuban.Webhook("whsec_AAAA").verify(b"{}", {"webhook-id": "1"})
    try:
        client.langid(text="سلام")
    except zuban.PaymentRequiredError as e:
        code: str = e.code

    client.tts(txt="سلام")  # error
    client.tts(text="سلام", format="flac")  # error
    client.stemmer(text=42)  # error
    client.ocr(image=b"...", output="docx")  # error
    client.submit("stemmer", text="سلام", volume=2)  # error
    client.submit("no_such_service", text="سلام")  # error
    stems["jobid"]  # error
    job_name: int = stems["jobId"]  # error
    '''
)


class Types(unittest.TestCase):
    def mypy(self, *args: str) -> subprocess.CompletedProcess[str]:
        try:
            import mypy  # noqa: F401
        except ImportError:
            self.fail("mypy is not installed: apt install mypy (scripts/apt-packages.txt lists it)")
        cache = tempfile.mkdtemp(prefix="mypy-cache-")
        return subprocess.run(
            [sys.executable, "-m", "mypy", "--strict", "--cache-dir", cache, *args],
            capture_output=True,
            text=True,
            timeout=300,
        )

    def test_the_installed_package_passes_mypy_strict(self) -> None:
        done = self.mypy("-p", "zuban")
        self.assertEqual(done.returncode, 0, done.stdout + done.stderr)

    def test_a_program_using_it_is_checked_line_by_line(self) -> None:
        folder = Path(tempfile.mkdtemp(prefix="zuban-types-"))
        program = folder / "program.py"
        program.write_text(PROGRAM, encoding="utf-8")
        done = self.mypy(str(program))
        report = done.stdout + done.stderr
        refused = {int(n) for n in re.findall(rf"{re.escape(str(program))}:(\d+): error", report)}
        marked = {i for i, line in enumerate(PROGRAM.splitlines(), 1) if line.endswith("# error")}
        self.assertEqual(len(marked), 8)
        self.assertEqual(refused, marked, report)


if __name__ == "__main__":
    unittest.main()
