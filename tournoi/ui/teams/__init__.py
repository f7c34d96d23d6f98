"""The Teams page: registration, its dialogs, its table model and its undoable actions."""

from tournoi.ui.teams.page import TeamsPage
from tournoi.ui.teams.team_dialog import TeamDialog
from tournoi.ui.teams.team_form import TeamForm
from tournoi.ui.teams.team_model import Column, TeamModel

__all__ = ["Column", "TeamDialog", "TeamForm", "TeamModel", "TeamsPage"]
