"""A tournament's settings: one form per part, kept coherent, and the Settings dialog.

Every form has the same interface (:class:`Form`): ``load(value)`` fills it from what
the services give, ``save()`` returns the value for the services or raises a
:class:`FormError`, and ``changed`` says that something changed. The New tournament
wizard (:mod:`tournoi.ui.wizard`) shows the same forms page by page.
"""

from tournoi.ui.settings.dialog import SaveSettings, SettingsDialog
from tournoi.ui.settings.form import Form, FormError
from tournoi.ui.settings.forms import SettingsForms
from tournoi.ui.settings.identity import IdentityForm
from tournoi.ui.settings.labels import buddy, html, note

__all__ = [
    "Form", "FormError", "Identity", "IdentityForm", "SaveSettings", "SettingsDialog",
    "SettingsForms", "buddy", "html", "note",
]  # fmt: skip
