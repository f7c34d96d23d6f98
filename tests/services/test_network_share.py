"""A tournament file on a network share: a warning on Windows, for a UNC path or a network drive."""

from __future__ import annotations

from pathlib import PureWindowsPath

import pytest

from tournoi.services.tournament.network_share import DRIVE_REMOTE, on_a_share, share_warning

FIXED = 3  # GetDriveTypeW's answer for a local disk


@pytest.mark.parametrize(
    "location",
    [
        r"\\serveur\club\concours.tournoi",
        r"\\192.168.1.10\Partage du club\été\concours.tournoi",
        r"\\?\UNC\serveur\club\concours.tournoi",
        r"Z:\Concours\concours.tournoi",
    ],
)
def test_a_share_is_recognised(location: str) -> None:
    kinds = {"Z:\\": DRIVE_REMOTE, "C:\\": FIXED}
    assert on_a_share(PureWindowsPath(location), drive_type=lambda root: kinds[root])


@pytest.mark.parametrize(
    "location",
    [
        r"C:\Users\Club\Documents\concours.tournoi",
        r"\\?\C:\Concours\concours.tournoi",
        "concours.tournoi",
    ],
)
def test_a_local_file_is_not_on_a_share(location: str) -> None:
    assert not on_a_share(PureWindowsPath(location), drive_type=lambda root: FIXED)


def test_the_warning_names_the_share_and_suggests_the_server() -> None:
    warning = share_warning(
        r"\\serveur\club\Concours d'été.tournoi", windows=True, drive_type=lambda root: FIXED
    )
    assert warning == (
        r"« Concours d'été.tournoi » est sur un partage réseau (\\serveur\club). "
        "Un seul poste à la fois peut y saisir : SQLite ne garantit pas l'écriture à plusieurs "
        "dans un dossier partagé, et deux postes qui écrivent dans ce fichier peuvent l'abîmer. "
        "Pour saisir à plusieurs postes, mettez le tournoi sur un serveur "
        "(Fichier › Tournoi en réseau…)."
    )
    mapped = share_warning(
        r"Z:\concours.tournoi", windows=True, drive_type=lambda root: DRIVE_REMOTE
    )
    assert mapped is not None and mapped.startswith(
        "« concours.tournoi » est sur un partage réseau (Z:)."
    )


def test_no_warning_for_a_local_file_a_server_or_off_windows() -> None:
    local = r"C:\Concours\concours.tournoi"
    assert share_warning(local, windows=True, drive_type=lambda root: FIXED) is None
    assert share_warning("postgresql://arbitre@serveur/concours", windows=True) is None
    assert share_warning(r"\\serveur\club\concours.tournoi", windows=False) is None
