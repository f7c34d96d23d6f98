"""The podium's image: the first three teams on their steps, the concours above, long names
set smaller or cut, never past their step; withdrawn teams off the podium."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest
from PIL import Image, ImageDraw
from sqlmodel import select

from tests.conftest import WHO, new_tournament
from tests.services.test_draws import finish_round
from tournoi.exports import documents, podium
from tournoi.exports.documents import Document
from tournoi.services import draws
from tournoi.services.draws import DrawMethod
from tournoi.services.errors import ServiceError, StateError
from tournoi.services.standings import current as standings
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.storage import Database, models

LONG = "Les Joyeux Coincheurs de la Vallée de la Vilaine et de ses Environs Réunis"


@pytest.fixture
def played(tmp_path: Path) -> Database:
    db = new_tournament(tmp_path / "noel.tournoi", teams=6, rounds=2, place="Vitré")
    tournaments.update_info(
        db, name="Concours de Noël", day=date(2026, 12, 19), place="Vitré",
        organiser="", arbiter="", who=WHO,
    )  # fmt: skip
    draws.draw_round(db, method=DrawMethod.RANDOM, seed=5, who=WHO)
    finish_round(db, 1)
    yield db
    db.close()


def colour_at(image: Image.Image, place: int, height: int) -> tuple[int, ...]:
    """The colour of the ``place`` step (0 the first), ``height`` pixels above the floor."""
    width = (podium.SIDE - 2 * podium.MARGIN) // 3
    left = podium.MARGIN + podium.ORDER.index(place) * width
    pixel = image.getpixel((left + width // 2, podium.SIDE - podium.MARGIN - height))
    assert isinstance(pixel, tuple)
    return pixel


def test_the_three_steps_stand_in_their_colours(played: Database, tmp_path: Path) -> None:
    out = tmp_path / "podium.png"
    assert (
        documents.export(played, path=out, what=Document.PODIUM) == "Image du podium : podium.png."
    )
    image = Image.open(out)
    assert image.format == "PNG" and image.size == (1080, 1080)
    for place in range(3):
        assert colour_at(image, place, 20) == podium.STEPS[place]
        assert colour_at(image, place, podium.HEIGHTS[place] + 4) != podium.STEPS[place]


def test_the_podium_is_the_palmares_first_three(played: Database) -> None:
    from tournoi.services.awards.palmares import palmares  # noqa: PLC0415

    lines = podium.podium_lines(palmares(played))
    assert [line.number for line in lines] == [
        row.number for row in standings.standings(played)[:3]
    ]


def test_a_withdrawn_team_has_no_step(played: Database) -> None:
    from tournoi.services.awards.palmares import palmares  # noqa: PLC0415

    first = standings.standings(played)[0].number
    draws.draw_round(played, method=DrawMethod.SWISS, who=WHO, withdraw=[first])
    lines = podium.podium_lines(palmares(played))
    assert first not in [line.number for line in lines] and len(lines) == 3


def test_a_long_name_is_set_smaller_then_cut_within_its_step() -> None:
    draw = ImageDraw.Draw(Image.new("RGB", (10, 10)))
    text, font = podium._fitted(draw, LONG, bold=True, size=46, width=300)
    assert text.endswith("…") and LONG.startswith(text[:-1])
    assert font.size == 46 * 2 // 3 and draw.textlength(text, font=font) <= 300
    short, font = podium._fitted(draw, "Les As", bold=True, size=46, width=300)
    assert (short, font.size) == ("Les As", 46)


def test_long_names_are_drawn(played: Database, tmp_path: Path) -> None:
    with played.session() as session:
        for team in session.exec(select(models.Team)):
            team.name = LONG
            session.add(team)
    out = tmp_path / "podium.png"
    documents.export(played, path=out, what=Document.PODIUM)
    image = Image.open(out)
    # Nothing drawn in the margins: the names kept within their steps.
    for x in (5, podium.SIDE - 5):
        assert {image.getpixel((x, y)) for y in range(0, podium.SIDE, 7)} == {podium.BACKGROUND}


def test_before_any_partie_is_over_there_is_no_podium(tmp_path: Path) -> None:
    db = new_tournament(tmp_path / "vide.tournoi", teams=4)
    with pytest.raises(StateError, match="Aucune partie n'est terminée"):
        documents.export(db, path=tmp_path / "podium.png", what=Document.PODIUM)
    db.close()
    assert not (tmp_path / "podium.png").exists()


def test_only_a_png(played: Database, tmp_path: Path) -> None:
    with pytest.raises(ServiceError, match=r"l'image du podium s'enregistre en \.png"):
        documents.export(played, path=tmp_path / "podium.jpg", what=Document.PODIUM)
