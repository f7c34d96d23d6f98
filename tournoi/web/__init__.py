"""The pages served on the hall's network: each table's sheet on a phone, the public page.

A face, like the window and the command line: it asks the services
(:mod:`tournoi.services.tables.entry`, :mod:`~tournoi.services.tables.links`,
the standings and the draws) and shows their answers, in French. It never
opens a database session and never scores a donne. :func:`~tournoi.web.app.create_app`
builds the application, :class:`~tournoi.web.server.Server` serves it.
"""
