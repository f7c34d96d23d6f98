"""``python -m engine score|play`` as shared/spec/engine-cli.md describes it.

Most tests call :func:`engine.cli.main` in-process; a few run the real
``python -m engine`` in a subprocess.
"""

from __future__ import annotations

import contextlib
import copy
import io
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cli import main

ROOT = Path(__file__).resolve().parents[2]

# The two documents of engine-cli.md, `score`, verbatim.
SCORE_EXAMPLE: dict[str, Any] = {
    "rules": {
        "variant": "contree",
        "counting": "points_faits",
        "rounding": True,
        "sans_atout_tout_atout": True,
        "contre_reduced": False,
        "annonces": False,
        "target": 2000,
    },
    "donnes": [
        {
            "taker": "A",
            "contract": 110,
            "trump": "coeur",
            "coinche": "none",
            "points": 117,
            "capot": None,
            "belotes": {"A": 1, "B": 0},
        },
        {"taker": None},
    ],
}
SCORE_EXAMPLE_OUTPUT: dict[str, Any] = {
    "donnes": [
        {"made": True, "litige": False, "marks": {"A": 140, "B": 50}},
        {"made": None, "litige": False, "marks": {"A": 0, "B": 0}},
    ],
    "totals": {"A": 140, "B": 50},
    "winner": None,
    "ended_after": None,
}

# The `play` example, with the trick in the order of §5.1 (N, then W, then S to play).
PLAY_EXAMPLE: dict[str, Any] = {
    "rules": {"variant": "contree"},
    "trump": "coeur",
    "trick": [{"seat": "N", "card": "AS"}, {"seat": "W", "card": "9H"}],
    "seat": "S",
    "hand": ["7H", "KH", "7D"],
}

CLASSIQUE_SHEET: dict[str, Any] = {
    "rules": {"variant": "classique", "annonces": True, "sans_atout_tout_atout": True},
    "donnes": [
        {
            "taker": "B",
            "trump": "pique",
            "points": 90,
            "capot": None,
            "belotes": {"A": 0, "B": 1},
            "annonces": {
                "A": [{"kind": "tierce", "high": "A", "suit": "coeur"}],
                "B": [{"kind": "carre", "rank": "J"}],
            },
        },
        {"taker": "A", "trump": "tout_atout", "points": 252, "capot": "A"},
    ],
}


def donne(taker: str, points: int, contract: int = 80, **extra: Any) -> dict[str, Any]:
    return {"taker": taker, "contract": contract, "trump": "pique", "points": points, **extra}


def sheet(rules: dict[str, Any], *donnes: dict[str, Any]) -> dict[str, Any]:
    return {"rules": rules, "donnes": list(donnes)}


def run(
    capsys: pytest.CaptureFixture[str], args: list[str], data: bytes = b""
) -> tuple[int, str, str]:
    """``main`` in-process: exit status, standard output, standard error."""
    try:
        status = main(args, stdin=io.BytesIO(data))
    except SystemExit as exit_:
        status = exit_.code if isinstance(exit_.code, int) else 1
    out, err = capsys.readouterr()
    return status, out, err


def run_json(
    capsys: pytest.CaptureFixture[str], command: str, doc: object
) -> tuple[int, dict[str, Any]]:
    status, out, err = run(capsys, [command, "-"], json.dumps(doc).encode())
    assert err == ""
    return status, json.loads(out)


def assert_error(
    output: dict[str, Any], *, donne: int | None, field: str | None, paragraph: str | None = None
) -> str:
    assert list(output) == ["error"]
    error = output["error"]
    assert set(error) == {"donne", "field", "message"}
    assert error["donne"] == donne
    assert error["field"] == field
    message = error["message"]
    assert isinstance(message, str) and message.strip()
    if paragraph is not None:
        assert paragraph in message
    return message


# score


def test_score_example_gives_the_example_output(capsys: pytest.CaptureFixture[str]) -> None:
    status, output = run_json(capsys, "score", SCORE_EXAMPLE)
    assert status == 0
    assert output == SCORE_EXAMPLE_OUTPUT


def test_score_reads_a_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "feuille.json"
    path.write_text(json.dumps(SCORE_EXAMPLE, ensure_ascii=False), encoding="utf-8")
    status, out, err = run(capsys, ["score", str(path)])
    assert (status, err) == (0, "")
    assert json.loads(out) == SCORE_EXAMPLE_OUTPUT


def test_score_accepts_a_utf8_bom(capsys: pytest.CaptureFixture[str]) -> None:
    data = "\ufeff".encode() + json.dumps(SCORE_EXAMPLE).encode()
    status, out, _ = run(capsys, ["score", "-"], data)
    assert status == 0
    assert json.loads(out) == SCORE_EXAMPLE_OUTPUT


def test_score_classique_with_annonces(capsys: pytest.CaptureFixture[str]) -> None:
    # Donne 1: B's carré of jacks (200) beats A's tierce, B has the belote:
    # B 90 + 20 + 200 = 310 against A 72: made, each team marks its total.
    # Donne 2: A's Tout Atout capot: 252.
    status, output = run_json(capsys, "score", CLASSIQUE_SHEET)
    assert status == 0
    assert output["donnes"] == [
        {"made": True, "litige": False, "marks": {"A": 72, "B": 310}},
        {"made": True, "litige": False, "marks": {"A": 252, "B": 0}},
    ]
    assert output["totals"] == {"A": 324, "B": 310}


@pytest.mark.parametrize(
    ("doc", "donne_number", "field", "paragraph", "words"),  # words: in the message
    [
        pytest.param(
            sheet({}, donne("A", 117), {"taker": None}, donne("B", 100, contract=85)),
            3,
            "contract",
            "§4.2.2",
            "Contrat 85",
            id="bad-contract-in-donne-3",
        ),
        pytest.param(
            sheet({}, donne("A", 117), donne("B", 161)),
            2,
            "points",
            "§6",
            "impossible",
            id="impossible-points",
        ),
        pytest.param(
            sheet({}, donne("A", 117, belotes={"A": 1, "B": 1})),
            1,
            "belotes",
            "§7",
            "belote",
            id="two-belotes",
        ),
        pytest.param(
            sheet(
                {"variant": "classique"},
                {"taker": "A", "trump": "pique", "points": 90, "contract": 80},
            ),
            1,
            "contract",
            "§4.2",
            "classique",
            id="contract-in-classique",
        ),
        pytest.param(
            sheet({"couleur": "rouge"}, donne("A", 117)),
            None,
            "couleur",
            None,
            "inconnue",
            id="unknown-rules-key",
        ),
        pytest.param(
            sheet({"variant": "classique", "counting": "faits_et_demandes"}),
            None,
            "counting",
            "§10.2",
            "contrée",
            id="impossible-rules",
        ),
        pytest.param(
            sheet({}, {**donne("A", 117), "trump": "atout"}),
            1,
            "trump",
            None,
            "atout",
            id="unknown-trump",
        ),
        pytest.param(
            sheet({}, {**donne("A", 117), "donneur": "N"}),
            1,
            "donneur",
            None,
            "inconnue",
            id="unknown-donne-key",
        ),
        pytest.param(
            sheet({"rounding": "oui"}), None, "rounding", None, "true", id="rules-flag-not-bool"
        ),
        pytest.param(sheet({"target": "2000"}), None, "target", None, "entier", id="target-text"),
        pytest.param(sheet({"target": 0}), None, "target", None, "positif", id="target-zero"),
        pytest.param(sheet({"donnes": -3}), None, "donnes", None, "positif", id="donnes-negative"),
        pytest.param(
            sheet({"target": 1000, "donnes": 4}), None, "target", None, "", id="target-and-donnes"
        ),
        pytest.param(
            sheet({}, {**donne("A", 117), "points": "117"}), 1, "points", None, "", id="points-text"
        ),
        pytest.param(
            sheet({}, {**donne("A", 117), "belotes": {"A": True}}),
            1,
            "belotes",
            None,
            "",
            id="belote-bool",
        ),
        pytest.param(
            sheet({}, {**donne("A", 117), "capot": "C"}), 1, "capot", None, "", id="capot-C"
        ),
        pytest.param(
            sheet({}, {**donne("A", 117), "coinche": "double"}),
            1,
            "coinche",
            None,
            "",
            id="coinche-unknown",
        ),
        pytest.param(sheet({}, donne("C", 117)), 1, "taker", None, "", id="taker-C"),
        pytest.param(
            sheet(
                CLASSIQUE_SHEET["rules"],
                {"taker": "A", "trump": "pique", "points": 100, "annonces": {"A": "tierce"}},
            ),
            1,
            "annonces",
            None,
            "liste",
            id="annonces-not-a-list",
        ),
        pytest.param(
            sheet(
                CLASSIQUE_SHEET["rules"],
                {"taker": "A", "trump": "pique", "points": 100, "annonces": {"A": 5}},
            ),
            1,
            "annonces",
            None,
            "(§8.1)",
            id="annonce-points-not-a-sum",
        ),
        pytest.param(
            sheet(
                CLASSIQUE_SHEET["rules"],
                {
                    "taker": "A",
                    "trump": "pique",
                    "points": 100,
                    "annonces": {"A": [{"kind": "carre", "rank": "8"}]},
                },
            ),
            1,
            "annonces",
            "§8.1",
            "carré",
            id="carre-of-eights",
        ),
        pytest.param(
            sheet(
                CLASSIQUE_SHEET["rules"],
                {
                    "taker": "A",
                    "trump": "pique",
                    "points": 100,
                    "annonces": {
                        "A": [{"kind": "tierce", "high": "K", "suit": "coeur"}],
                        "B": [{"kind": "carre", "rank": "K"}],
                    },
                },
            ),
            1,
            "annonces",
            "§8",
            "roi de cœur",
            id="annonces-sharing-a-card",
        ),
        pytest.param({"rules": {}}, None, "donnes", None, "donnes", id="no-donnes-list"),
        pytest.param([], None, None, None, "objet", id="list"),
        pytest.param([SCORE_EXAMPLE], None, None, None, "objet", id="list-of-sheet"),
        pytest.param(42, None, None, None, "objet", id="number"),
        pytest.param(None, None, None, None, "objet", id="null"),
        pytest.param(
            sheet({"target": 100}, donne("A", 117), donne("B", 117)),
            2,
            None,
            "§10.4",
            "finie",
            id="donne-after-the-end",
        ),
        pytest.param(
            sheet(
                {"variant": "classique", "target": 100},
                {"taker": None},
                {"taker": "A", "trump": "coeur", "points": 100},
                {"taker": None},
            ),
            3,
            None,
            "§10.3",
            "finie",
            id="classique-donne-after-the-end",
        ),
    ],
)
def test_score_refuses_bad_input_with_an_error_object(
    capsys: pytest.CaptureFixture[str],
    doc: object,
    donne_number: int | None,
    field: str | None,
    paragraph: str | None,
    words: str,
) -> None:
    status, output = run_json(capsys, "score", doc)
    assert status == 1
    message = assert_error(output, donne=donne_number, field=field, paragraph=paragraph)
    assert words.lower() in message.lower()


def test_a_broken_rule_is_cited_in_french(capsys: pytest.CaptureFixture[str]) -> None:
    _, output = run_json(capsys, "score", sheet({}, donne("A", 117), donne("A", 100, contract=85)))
    message = output["error"]["message"]
    assert message == (
        "Contrat 85 : un contrat est un multiple de 10 de 80 à 160, ou capot. (§4.2.2)"
    )


# Usage errors: exit 2, a message on standard error, nothing on standard output


@pytest.mark.parametrize(
    ("args", "data"),
    [
        pytest.param(["score", "-"], b'{"rules": {}, "donnes": [', id="not-json"),
        pytest.param(["play", "-"], b"", id="empty-input"),
        pytest.param(["score", "-"], b"\xff\xfe{}", id="not-utf8"),
        pytest.param(["score", "-"], b"[" * 100_000, id="nested-too-deep"),
        pytest.param(["score", "-"], b'{"donnes": [' + b"9" * 5000 + b"]}", id="number-too-long"),
        pytest.param(["score", "/nonexistent/feuille.json"], b"", id="unreadable-file"),
        pytest.param(["score", str(ROOT)], b"", id="directory"),
        pytest.param(["scores", "-"], b"{}", id="unknown-command"),
        pytest.param([], b"", id="no-arguments"),
        pytest.param(["score"], b"", id="no-file"),
        pytest.param(["score", "-", "-"], b"", id="too-many-arguments"),
    ],
)
def test_usage_errors_exit_2(
    capsys: pytest.CaptureFixture[str], args: list[str], data: bytes
) -> None:
    status, out, err = run(capsys, args, data)
    assert status == 2
    assert out == ""
    assert err.strip()
    assert "Traceback" not in err


def test_unknown_command_shows_the_usage(capsys: pytest.CaptureFixture[str]) -> None:
    _, _, err = run(capsys, ["jouer", "-"], b"{}")
    assert "score" in err and "play" in err


def test_help_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, ["--help"])
    assert status == 0
    assert "python -m engine" in out
    # The one line of scoring the texts leave open that changes marks the most (§8.4).
    assert "ni capot, ni chute, ni litige ne les lui reprend" in " ".join(out.split())


# play


def test_play_gives_allowed_rule_and_explanation(capsys: pytest.CaptureFixture[str]) -> None:
    status, output = run_json(capsys, "play", PLAY_EXAMPLE)
    assert status == 0
    assert set(output) == {"allowed", "rule", "explanation"}
    # Contrée: partner not master and unable to overtrump the 9: any card (§5.2 2.2).
    assert output["allowed"] == ["7H", "KH", "7D"]
    assert output["rule"] == "§5.2 2.2"
    assert isinstance(output["explanation"], str) and "atout" in output["explanation"]


def test_play_in_classique_must_pisser(capsys: pytest.CaptureFixture[str]) -> None:
    doc = {**PLAY_EXAMPLE, "rules": {"variant": "classique"}}
    status, output = run_json(capsys, "play", doc)
    assert status == 0
    assert output["allowed"] == ["7H", "KH"]
    assert output["rule"] == "§5.2 2.2"
    assert "pisser" in output["explanation"]


@pytest.mark.parametrize(
    ("variant", "card", "legal"),
    [("contree", "7D", True), ("classique", "7D", False), ("classique", "KH", True)],
)
def test_play_with_a_card_says_whether_it_is_legal(
    capsys: pytest.CaptureFixture[str], variant: str, card: str, legal: bool
) -> None:
    doc = {**PLAY_EXAMPLE, "rules": {"variant": variant}, "card": card}
    status, output = run_json(capsys, "play", doc)
    assert status == 0
    assert set(output) == {"allowed", "rule", "explanation", "legal"}
    assert output["legal"] is legal
    assert (card in output["allowed"]) is legal


def test_play_lead_and_follow(capsys: pytest.CaptureFixture[str]) -> None:
    lead = {"trump": "pique", "trick": [], "seat": "E", "hand": ["7H", "AS"]}
    status, output = run_json(capsys, "play", lead)
    assert status == 0
    assert (output["allowed"], output["rule"]) == (["7H", "AS"], "§5.1")
    follow = {
        "trump": "pique",
        "trick": [{"seat": "E", "card": "TH"}],
        "seat": "N",
        "hand": ["7H", "AS", "KH"],
    }
    status, output = run_json(capsys, "play", follow)
    assert status == 0
    assert (output["allowed"], output["rule"]) == (["7H", "KH"], "§5.2 1")


@pytest.mark.parametrize(
    ("change", "field"),
    [
        pytest.param({"hand": ["AS", "7H"]}, "hand", id="card-in-trick-and-hand"),
        pytest.param(
            {"trick": [{"seat": "N", "card": "AS"}, {"seat": "W", "card": "AS"}]},
            "trick",
            id="card-twice-in-trick",
        ),
        pytest.param({"hand": ["7H", "7H"]}, "hand", id="card-twice-in-hand"),
        pytest.param({"seat": "E"}, "seat", id="seat-out-of-turn"),
        pytest.param({"seat": "N"}, "seat", id="seat-already-played"),
        pytest.param(
            # engine-cli.md's own example order (N then E): against §5.1.
            {"trick": [{"seat": "N", "card": "AS"}, {"seat": "E", "card": "9H"}]},
            "trick",
            id="trick-clockwise",
        ),
        pytest.param({"card": "AD"}, "card", id="card-not-in-hand"),
        pytest.param({"card": "1H"}, "card", id="unknown-card"),
        pytest.param({"hand": ["7H", "XX"]}, "hand", id="unknown-card-in-hand"),
        pytest.param({"hand": []}, "hand", id="empty-hand"),
        pytest.param({"trump": "atout"}, "trump", id="unknown-trump"),
        pytest.param({"seat": "O"}, "seat", id="unknown-seat"),
        pytest.param({"joueur": "S"}, "joueur", id="unknown-key"),
    ],
)
def test_play_refuses_impossible_situations(
    capsys: pytest.CaptureFixture[str], change: dict[str, Any], field: str
) -> None:
    doc = {**PLAY_EXAMPLE, **change}
    status, output = run_json(capsys, "play", doc)
    assert status == 1
    assert_error(output, donne=None, field=field)


@pytest.mark.parametrize(
    ("change", "paragraph"),
    [({"seat": "E"}, "§5.1"), ({"hand": ["AS", "7H"]}, "§2")],
)
def test_play_errors_cite_the_rule(
    capsys: pytest.CaptureFixture[str], change: dict[str, Any], paragraph: str
) -> None:
    _, output = run_json(capsys, "play", {**PLAY_EXAMPLE, **change})
    assert paragraph in output["error"]["message"]


# A partie in a fixed number of donnes

TIED = donne("A", 81)  # 81 - 81: both teams mark 80
TIED_BACK = donne("B", 81)
A_WINS = donne("A", 117)  # A 120, B 50


def test_fixed_donnes_winner(capsys: pytest.CaptureFixture[str]) -> None:
    status, output = run_json(capsys, "score", sheet({"donnes": 2}, A_WINS, {"taker": None}))
    assert status == 0
    assert output["totals"] == {"A": 120, "B": 50}
    assert (output["winner"], output["ended_after"]) == ("A", 2)


def test_fixed_donnes_draw(capsys: pytest.CaptureFixture[str]) -> None:
    status, output = run_json(capsys, "score", sheet({"donnes": 2}, TIED, TIED_BACK))
    assert status == 0
    assert output["totals"] == {"A": 160, "B": 160}
    assert (output["winner"], output["ended_after"]) == (None, 2)


def test_fixed_donnes_not_yet_over(capsys: pytest.CaptureFixture[str]) -> None:
    _, output = run_json(capsys, "score", sheet({"donnes": 3}, A_WINS, TIED))
    assert (output["winner"], output["ended_after"]) == (None, None)


def test_a_donne_after_a_draw_is_an_error(capsys: pytest.CaptureFixture[str]) -> None:
    status, output = run_json(capsys, "score", sheet({"donnes": 1}, TIED, A_WINS))
    assert status == 1
    assert_error(output, donne=2, field=None, paragraph="§10.4")


def test_extra_donne_plays_on_until_the_totals_differ(
    capsys: pytest.CaptureFixture[str],
) -> None:
    rules = {"donnes": 1, "tie": "extra_donne"}
    _, output = run_json(capsys, "score", sheet(rules, TIED))
    assert (output["winner"], output["ended_after"]) == (None, None)
    _, output = run_json(capsys, "score", sheet(rules, TIED, TIED_BACK))
    assert (output["winner"], output["ended_after"]) == (None, None)
    status, output = run_json(
        capsys, "score", sheet(rules, TIED, TIED_BACK, {"taker": None}, donne("B", 117))
    )
    assert status == 0
    assert output["totals"] == {"A": 210, "B": 280}
    assert (output["winner"], output["ended_after"]) == ("B", 4)
    status, output = run_json(capsys, "score", sheet(rules, TIED, TIED_BACK, donne("B", 117), TIED))
    assert status == 1
    assert_error(output, donne=4, field=None)


def test_extra_donne_needs_a_number_of_donnes(capsys: pytest.CaptureFixture[str]) -> None:
    status, output = run_json(capsys, "score", sheet({"tie": "extra_donne"}, A_WINS))
    assert status == 1
    assert_error(output, donne=None, field="tie")


# Real subprocesses


def run_subprocess(args: list[str], data: bytes = b"") -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "engine", *args],
        input=data,
        capture_output=True,
        cwd=ROOT,
        timeout=60,
        check=False,
    )


def test_subprocess_score_example(tmp_path: Path) -> None:
    path = tmp_path / "feuille.json"
    path.write_bytes(json.dumps(SCORE_EXAMPLE).encode())
    done = run_subprocess(["score", str(path)])
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout.decode("utf-8")) == SCORE_EXAMPLE_OUTPUT
    assert done.stderr == b""


def test_subprocess_play_error_and_usage_error() -> None:
    doc = {**PLAY_EXAMPLE, "seat": "E"}
    done = run_subprocess(["play", "-"], json.dumps(doc).encode())
    assert done.returncode == 1
    output = json.loads(done.stdout.decode("utf-8"))
    assert_error(output, donne=None, field="seat", paragraph="§5.1")

    done = run_subprocess(["score", "-"], b"ceci n'est pas du JSON")
    assert done.returncode == 2
    assert done.stdout == b""
    assert done.stderr.strip()
    assert b"Traceback" not in done.stderr


LONE_SURROGATE = b'{"rules": {"\\ud800": true}, "donnes": []}'


def test_lone_surrogate_in_a_key_is_an_error_object(capsys: pytest.CaptureFixture[str]) -> None:
    """Valid JSON (RFC 8259 grammar) that Python reads; the unknown key is echoed back."""
    try:
        status, out, err = run(capsys, ["score", "-"], LONE_SURROGATE)
    except UnicodeEncodeError as error:
        pytest.fail(f"main crashed writing the error object: {error!r}")
    assert status == 1
    assert "Traceback" not in err
    assert "error" in json.loads(out)


def test_subprocess_lone_surrogate_no_traceback() -> None:
    done = run_subprocess(["score", "-"], LONE_SURROGATE)
    assert b"Traceback" not in done.stderr, done.stderr.decode("utf-8", "replace")
    assert done.returncode == 1
    assert "error" in json.loads(done.stdout.decode("utf-8", "replace"))


# Random input: never a traceback


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(10**20), 10**20)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=8),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4)
    ),
    max_leaves=12,
)

ENUM_LIKE = st.sampled_from(
    [
        "", "A", "B", "C", "N", "O", "PIQUE", "Pique", "pique ", "sans atout", "tout-atout",
        "capot", "Capot", "contre", "contré", "coinche", "none", "None", "null", "carre",
        "carré", "tierce", "quarte", "J", "10", "T", "1", "JH", "jh", "AS ", "classique",
        "belote", "points_faits", "faits+demandes", "draw", "extra", "§", "é", "0", "-1",
    ]
)  # fmt: skip

OTHER_TYPES = st.sampled_from([None, 0, 5, -1, 1.5, True, False, "", "x", [], {}, [1], {"A": 1}])

PLAY_VARIANTS = [
    PLAY_EXAMPLE,
    {**PLAY_EXAMPLE, "rules": {"variant": "classique"}, "card": "KH"},
    {
        "rules": {},
        "trump": "tout_atout",
        "trick": [
            {"seat": "E", "card": "JS"},
            {"seat": "N", "card": "9S"},
            {"seat": "W", "card": "7D"},
        ],
        "seat": "S",
        "hand": ["AS", "TH", "8S"],
        "card": "8S",
    },
]
VALID_DOCS = [
    ("score", SCORE_EXAMPLE),
    ("score", CLASSIQUE_SHEET),
    ("score", sheet({"donnes": 1, "tie": "extra_donne"}, TIED, TIED_BACK, A_WINS)),
    *[("play", doc) for doc in PLAY_VARIANTS],
]


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every key or index path inside a JSON value (the root is ``()``)."""
    paths = [prefix]
    if isinstance(value, dict):
        for key, child in value.items():
            paths += _paths(child, (*prefix, key))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            paths += _paths(child, (*prefix, index))
    return paths


@st.composite
def mutated_documents(draw: st.DrawFn) -> tuple[str, Any]:
    """A valid document with a few keys deleted or values replaced by other JSON."""
    command, doc = draw(st.sampled_from(VALID_DOCS))
    doc = copy.deepcopy(doc)
    for _ in range(draw(st.integers(1, 3))):
        paths = [path for path in _paths(doc) if path]
        if not paths:
            break
        path = draw(st.sampled_from(paths))
        parent = doc
        for step in path[:-1]:
            parent = parent[step]
        action = draw(st.sampled_from(["delete", "replace", "enum", "add"]))
        last = path[-1]
        if action == "delete":
            del parent[last]
        elif action == "replace":
            parent[last] = copy.deepcopy(draw(st.one_of(OTHER_TYPES, json_values)))
        elif action == "enum":
            parent[last] = draw(ENUM_LIKE)
        elif isinstance(parent, dict):
            parent[draw(ENUM_LIKE)] = copy.deepcopy(draw(json_values))
        else:
            parent.append(copy.deepcopy(draw(json_values)))
    return command, doc


def run_quietly(args: list[str], data: bytes) -> tuple[int, bytes, str]:
    """``main`` in-process with its own stdout and stderr (hypothesis and capsys do not mix)."""
    out = io.TextIOWrapper(io.BytesIO(), encoding="utf-8", write_through=True)
    err = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            status = main(args, stdin=io.BytesIO(data))
        except SystemExit as exit_:
            status = exit_.code if isinstance(exit_.code, int) else 1
    out.flush()
    raw = out.buffer.getvalue()  # type: ignore[attr-defined]
    return status, raw, err.getvalue()


def check_run(command: str, data: bytes) -> None:
    status, raw, err = run_quietly([command, "-"], data)
    assert status in (0, 1, 2)
    assert "Traceback" not in err
    if status == 2:
        assert raw == b""
        assert err.strip()
        return
    output = json.loads(raw.decode("utf-8"))
    assert isinstance(output, dict)
    if status == 1:
        error = output["error"]
        assert list(output) == ["error"]
        assert set(error) == {"donne", "field", "message"}
        assert error["donne"] is None or (type(error["donne"]) is int and error["donne"] >= 1)
        assert error["field"] is None or isinstance(error["field"], str)
        assert isinstance(error["message"], str) and error["message"].strip()
    elif command == "score":
        assert set(output) == {"donnes", "totals", "winner", "ended_after"}
    else:
        assert {"allowed", "rule", "explanation"} <= set(output) <= {
            "allowed", "rule", "explanation", "legal"
        }  # fmt: skip


@settings(max_examples=300)
@given(st.sampled_from(["score", "play"]), json_values)
def test_random_json_never_crashes(command: str, doc: Any) -> None:
    check_run(command, json.dumps(doc).encode())


@settings(max_examples=1000)
@given(mutated_documents())
def test_mutated_documents_never_crash(case: tuple[str, Any]) -> None:
    command, doc = case
    check_run(command, json.dumps(doc).encode())


@given(st.sampled_from(["score", "play"]), st.binary(max_size=40))
def test_random_bytes_never_crash(command: str, data: bytes) -> None:
    check_run(command, data)


@pytest.mark.parametrize(("command", "doc"), VALID_DOCS)
def test_the_documents_mutated_above_are_valid(
    capsys: pytest.CaptureFixture[str], command: str, doc: Any
) -> None:
    status, _ = run_json(capsys, command, doc)
    assert status == 0
