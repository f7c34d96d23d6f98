"""The upload's password in the system's keyring (Windows' credentials, the macOS keychain,
the Secret Service), when the system has one: never in a file of the application's.

Without a keyring, the password is asked at each upload.
"""

from __future__ import annotations

from typing import Final

import keyring
from keyring.backends import fail
from keyring.errors import KeyringError

SERVICE: Final = "tournoi-belote (envoi du site)"
"""The name the passwords are kept under in the keyring."""


def has_keyring() -> bool:
    """Whether the system has a keyring to keep the password in."""
    try:
        return not isinstance(keyring.get_keyring(), fail.Keyring)
    except KeyringError:
        return False


def stored_password(account: str) -> str | None:
    """The password kept for ``account`` (``user@host:port``), ``None`` if none or no keyring."""
    if not has_keyring():
        return None
    try:
        return keyring.get_password(SERVICE, account)
    except KeyringError:
        return None


def keep_password(account: str, password: str) -> bool:
    """Keep the password for the next uploads; whether it could be kept."""
    if not has_keyring():
        return False
    try:
        keyring.set_password(SERVICE, account, password)
    except KeyringError:
        return False
    return True


def forget_password(account: str) -> None:
    """Forget a password the server refused, so that the next upload asks for it again."""
    if not has_keyring():
        return
    try:
        keyring.delete_password(SERVICE, account)
    except KeyringError:
        return
