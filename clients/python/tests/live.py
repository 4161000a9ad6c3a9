"""The live servers the vitest harness (python-package.test.ts) starts, read from the environment."""

from __future__ import annotations

import os

import zuban

BASE_URL = os.environ["ZUBAN_BASE_URL"]
TOKEN = os.environ["ZUBAN_TOKEN"]
#: A confirmed account with no balance.
POOR_TOKEN = os.environ["ZUBAN_POOR_TOKEN"]
WEBHOOK_SECRET = os.environ["ZUBAN_WEBHOOK_SECRET"]
#: A server whose text services allow two calls per 2-second window.
LIMITED_BASE_URL = os.environ["ZUBAN_LIMITED_BASE_URL"]
LIMITED_TOKEN = os.environ["ZUBAN_LIMITED_TOKEN"]

URDU = "پاکستان ایک خوبصورت ملک ہے"


def client(token: str = TOKEN, **options: object) -> zuban.Client:
    return zuban.Client(BASE_URL, token, **options)  # type: ignore[arg-type]


def balance(token: str = TOKEN) -> float:
    """The account's balance in PKR, as the spec's check_balance answers it."""
    answer = zuban.Client(BASE_URL).request(
        "POST", "/backend/check_balance", json={"accessToken": token}
    )
    return float(answer)
