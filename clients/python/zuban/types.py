"""The request and answer types of every paid service, generated from /openapi.json."""

from ._services import *  # noqa: F403  (the generated module lists them in __all__)
from ._services import __all__  # noqa: F401
