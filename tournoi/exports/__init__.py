"""Printed and spreadsheet documents (PDF, XLSX): writers fed with the services' data, no database."""
