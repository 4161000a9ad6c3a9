"""Synchronous calls on the live server: the answer, the charge, files as bytes, errors as exceptions."""

from __future__ import annotations

import unittest
import uuid

import zuban
from live import POOR_TOKEN, URDU, balance, client


class SynchronousCalls(unittest.TestCase):
    def test_a_text_call_answers_and_is_charged_once_for_one_idempotency_key(self) -> None:
        before = balance()
        key = str(uuid.uuid4())
        first = client().stemmer(text=URDU, idempotency_key=key)
        again = client().stemmer(text=URDU, idempotency_key=key)
        self.assertEqual(first["result"], "Stemming is done successfully.")
        self.assertIsInstance(first["response"], str)
        self.assertGreater(first["cost"], 0)
        self.assertEqual(again["jobId"], first["jobId"])
        self.assertEqual(again["response"], first["response"])
        self.assertAlmostEqual(balance(), before - first["cost"], places=3)

    def test_tts_answers_the_wav_file_as_bytes(self) -> None:
        answer = client().tts(text="السلام علیکم", volume=100, speed=0)
        self.assertEqual(answer.get("contentType"), "audio/wav")
        audio = answer.get("content", b"")
        self.assertEqual(audio[:4], b"RIFF")
        self.assertEqual(audio[8:12], b"WAVE")
        self.assertGreater(len(audio), 1000)

    def test_tts_in_mp3_answers_mpeg_bytes(self) -> None:
        answer = client().female_tts(text="السلام علیکم", format="mp3")
        self.assertEqual(answer.get("contentType"), "audio/mpeg")
        audio = answer.get("content", b"")
        # An MP3 starts with an ID3 tag or a frame sync.
        self.assertTrue(audio[:3] == b"ID3" or audio[0] == 0xFF, audio[:4])

    def test_a_pipeline_reads_roman_urdu_aloud(self) -> None:
        answer = client().pipeline(
            text="mera naam Ali hai",
            steps=[{"service": "romanization"}, {"service": "tts", "options": {"format": "wav"}}],
        )
        self.assertEqual([s["service"] for s in answer["steps"]], ["romanization", "tts"])
        self.assertEqual(answer.get("content", b"")[:4], b"RIFF")

    def test_no_balance_is_a_payment_required_error_with_its_code(self) -> None:
        with self.assertRaises(zuban.PaymentRequiredError) as caught:
            client(POOR_TOKEN).stemmer(text=URDU)
        self.assertEqual(caught.exception.status, 402)
        self.assertEqual(caught.exception.code, "insufficient_balance")
        self.assertIn("balance", caught.exception.problem)

    def test_an_unknown_token_is_an_authentication_error_with_its_code(self) -> None:
        with self.assertRaises(zuban.AuthenticationError) as caught:
            client("not-a-real-token").stemmer(text=URDU)
        self.assertEqual(caught.exception.status, 401)
        self.assertTrue(caught.exception.code)
        self.assertNotEqual(caught.exception.code, "http_401")

    def test_bad_input_is_a_bad_request_error_and_charges_nothing(self) -> None:
        before = balance()
        with self.assertRaises(zuban.BadRequestError) as caught:
            client().tts(text="")
        self.assertEqual(caught.exception.status, 400)
        self.assertEqual(caught.exception.code, "invalid_request")
        self.assertEqual(balance(), before)

    def test_an_unknown_field_is_refused_before_sending(self) -> None:
        with self.assertRaises(TypeError):
            client().submit("stemmer", text=URDU, colour="red")
        with self.assertRaises(ValueError):
            client().submit("no_such_service", text=URDU)


if __name__ == "__main__":
    unittest.main()
