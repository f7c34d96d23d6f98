"""Concours de belote : the tournament application (storage, services, window)."""
