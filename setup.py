"""The build's one part pyproject.toml cannot say: which packages, the fonts and icons included.

The source tree keeps the fonts and icons in ``resources/``, beside the
``tournoi`` package; the wheel carries them inside it, as
``tournoi/resource_files`` (``package-dir`` and ``package-data`` in
pyproject.toml). pyproject.toml can find the packages or list them, not both:
the code's packages are found here, and the resources' folders added.
"""

from setuptools import find_namespace_packages, setup

RESOURCES = "tournoi.resource_files"

setup(
    packages=[
        *find_namespace_packages(include=["engine*", "tournoi*"]),
        RESOURCES,
        *(f"{RESOURCES}.{folder}" for folder in find_namespace_packages("resources")),
    ]
)
