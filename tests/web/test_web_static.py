"""The phone page's script: ES modules the page loads, each served as JavaScript."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

import pytest
from starlette.testclient import TestClient

from tournoi.services.draws import DrawMethod
from tournoi.storage import Database
from tournoi.web.app import STATIC, create_app

IMPORT = re.compile(r'^import [^;]+ from "\./([\w-]+\.js)";$', re.MULTILINE)


@pytest.fixture
def client(tournament: Callable[..., Database]) -> Iterator[TestClient]:
    with TestClient(create_app(tournament(teams=4, draw=DrawMethod.ROTATION))) as client:
        yield client


def loaded(client: TestClient) -> dict[str, str]:
    """Each module the table page loads, by following the imports from its entry module."""
    page = client.get("/static/table.html").text
    assert '<script type="module" src="/static/table.js"></script>' in page
    seen: dict[str, str] = {}
    waiting = ["table.js"]
    while waiting:
        name = waiting.pop()
        if name in seen:
            continue
        answer = client.get(f"/static/{name}")
        assert answer.status_code == 200, name
        assert answer.headers["content-type"].startswith("text/javascript"), name
        seen[name] = answer.text
        waiting += IMPORT.findall(answer.text)
    return seen


def test_the_table_page_loads_its_modules_served_as_javascript(client: TestClient) -> None:
    modules = loaded(client)
    assert {"table.js", "state.js", "draft.js", "outbox.js", "verdict.js", "sheet.js"} <= set(
        modules
    )
    assert "(function" not in modules["table.js"]  # a module, not the old wrapped script
    # Every script shipped is loaded by one of the two pages (the worker by table.js's
    # offline.js, at /table/sw.js): none is left behind.
    assert 'register("/table/sw.js"' in modules["offline.js"]
    assert set(modules) | {"public.js", "sw.js"} == {path.name for path in STATIC.glob("*.js")}


def test_each_module_imports_only_the_pages_own_files(client: TestClient) -> None:
    for name, text in loaded(client).items():
        imports = [line for line in text.splitlines() if line.startswith("import ")]
        assert imports == [line for line in imports if IMPORT.fullmatch(line)], name
        assert len(text.splitlines()) < 150, name  # one concept each


def test_the_service_worker_is_served_beside_the_table_pages(client: TestClient) -> None:
    """At /table/sw.js a worker may answer for /table/…, as JavaScript, like the pages."""
    answer = client.get("/table/sw.js")
    assert answer.status_code == 200
    assert answer.headers["content-type"].startswith("text/javascript")
    assert answer.headers["x-content-type-options"] == "nosniff"
    assert answer.text == (STATIC / "sw.js").read_text(encoding="utf-8")
