"""The phone page driven in Debian's chromium, headless, phone-sized, as a player taps it.

``scripts/setup`` installs chromium and chromium-driver; without them the tests
fail, they are never skipped.
"""

from __future__ import annotations

import base64
import shutil
from pathlib import Path

from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.support.ui import WebDriverWait

PHONE = (390, 844)
"""A phone's viewport, in CSS pixels."""
SCREENSHOTS = "TOURNOI_SCREENSHOTS"
"""Where the page's screenshots go (``docs/screenshots`` to refresh the documentation's)."""
WAIT = 20  # seconds, for a page to answer on a machine busy with other tests


def chromium(*, network: bool = False) -> WebDriver:
    """Chromium, phone-sized; with ``network``, every request kept in its ``performance`` log."""
    browser, driver = shutil.which("chromium"), shutil.which("chromedriver")
    assert browser and driver, "chromium et chromium-driver manquent : lancez scripts/setup"
    options = webdriver.ChromeOptions()
    options.binary_location = browser
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--lang=fr-FR",
                     f"--window-size={PHONE[0]},{PHONE[1]}"):  # fmt: skip
        options.add_argument(argument)
    options.add_experimental_option("mobileEmulation", {
        "deviceMetrics": {"width": PHONE[0], "height": PHONE[1], "pixelRatio": 2},
    })  # fmt: skip
    logs = {"browser": "SEVERE"} | ({"performance": "ALL"} if network else {})
    options.set_capability("goog:loggingPrefs", logs)
    return webdriver.Chrome(options=options, service=Service(driver))


class Sheet:
    """The phone page, driven as a player does: by tapping its buttons."""

    def __init__(self, driver: WebDriver, shots: Path) -> None:
        self.driver, self.shots = driver, shots
        self.wait = WebDriverWait(driver, WAIT)

    def tap(self, field: str, value: str) -> None:
        """Tap a button, again if the page drew its buttons anew meanwhile (a sheet read again)."""
        selector = f'[data-field="{field}"] button[data-value="{value}"]'

        def tapped(driver: WebDriver) -> bool:
            driver.find_element(By.CSS_SELECTOR, selector).click()
            return True

        WebDriverWait(self.driver, WAIT, ignored_exceptions=[StaleElementReferenceException]).until(
            tapped
        )

    def points(self, digits: str, pad: str = "keypad") -> None:
        """Type on a keypad: the takers' points, or ``annonce-keypad`` the annonces' points."""
        for digit in digits:
            key = self.driver.find_element(By.CSS_SELECTOR, f'#{pad} button[data-key="{digit}"]')
            # Where the player sees it: not under the sticky header of the teams.
            self.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", key)
            key.click()

    def verdict(self, starting: str, ending: str = "") -> str:
        """The verdict once it is the one awaited (those of the keys typed before come first,
        dimmed while the next is asked: ``pending``)."""
        self.wait.until(
            lambda d: (
                d.find_element(By.ID, "verdict").text.startswith(starting)
                and d.find_element(By.ID, "verdict").text.endswith(ending)
                and "pending" not in (d.find_element(By.ID, "verdict").get_attribute("class") or "")
            )
        )
        return str(self.driver.find_element(By.ID, "verdict").text)

    def send(self, rows: int) -> None:
        self.wait.until(lambda d: d.find_element(By.ID, "send").is_enabled())
        self.driver.find_element(By.ID, "send").click()
        self.wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#sheet tbody tr")) == rows)

    def text(self, element: str) -> str:
        return str(self.driver.find_element(By.ID, element).text)

    def shot(self, name: str) -> None:
        """A screenshot of the whole page, from its top, as a PNG file."""
        self.driver.execute_script("window.scrollTo(0, 0)")
        size = self.driver.execute_cdp_cmd("Page.getLayoutMetrics", {})["cssContentSize"]
        clip = {"x": 0, "y": 0, "width": size["width"], "height": size["height"], "scale": 1}
        shot = self.driver.execute_cdp_cmd(
            "Page.captureScreenshot", {"captureBeyondViewport": True, "clip": clip}
        )
        (self.shots / name).write_bytes(base64.b64decode(shot["data"]))

    def pressed(self, field: str) -> list[str]:
        """The values of the field's buttons shown pressed."""
        selector = f'[data-field="{field}"] button[aria-pressed="true"]'
        return [
            b.get_attribute("data-value") or ""
            for b in self.driver.find_elements(By.CSS_SELECTOR, selector)
        ]

    def shot_of(self, element: str, name: str) -> None:
        """A screenshot of one part of the page, as the phone's screen shows it."""
        part = self.driver.find_element(By.ID, element)
        self.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", part)
        (self.shots / name).write_bytes(part.screenshot_as_png)

    def script_errors(self) -> list[str]:
        """What the page's scripts threw, as the console says it (a fault the page hides).

        The console names the module at fault (``/static/verdict.js 12:5 …``); the
        favicon the browser asks for, which the server does not have, is not a script.
        """
        said = [str(entry["message"]) for entry in self.driver.get_log("browser")]
        return [message for message in said if ".js" in message and "/static/" in message]

    def fits(self) -> bool:
        """Nothing wider than the phone's screen: no sideways scrolling."""
        width = "return document.documentElement.scrollWidth <= window.innerWidth"
        return bool(self.driver.execute_script(width))
