"""Runtime hook: run some of PyInstaller's run-time hooks when their module is first imported.

PyInstaller's hooks for inspect, pkgutil and multiprocessing import those modules (and zipfile,
socket, ast...) at start-up to patch them: ~0.1 s before main() runs, for modules the game
imports late or never. The spec copies this file with _SOURCES filled in (module name ->
source of the original hook); each hook then runs right after its module's first import.
"""

import sys

_SOURCES: dict[str, str] = {}  # filled in by packaging/spec_helpers.defer_runtime_hooks


def _run_hook(name: str) -> None:
    source = _SOURCES.pop(name, None)
    if source is not None:
        code = compile(source, f"<deferred run-time hook for {name}>", "exec")
        exec(code, {"__name__": "__pyi_rthook__", "__builtins__": __builtins__})


class _PatchingLoader:
    """Wraps the real loader: executes the module, then the hook that patches it."""

    def __init__(self, loader: object, name: str) -> None:
        self._loader = loader
        self._name = name

    def create_module(self, spec: object) -> object:
        return self._loader.create_module(spec)  # type: ignore[attr-defined]

    def exec_module(self, module: object) -> None:
        self._loader.exec_module(module)  # type: ignore[attr-defined]
        _run_hook(self._name)

    def __getattr__(self, attr: str) -> object:
        return getattr(self._loader, attr)


class _DeferredHookFinder:
    """Meta-path finder that only decorates the specs of the watched modules."""

    def find_spec(self, name: str, path: object = None, target: object = None) -> object:
        if name not in _SOURCES:
            return None
        for finder in sys.meta_path:
            if finder is self or not hasattr(finder, "find_spec"):
                continue
            spec = finder.find_spec(name, path, target)
            if spec is not None:
                if spec.loader is not None:
                    spec.loader = _PatchingLoader(spec.loader, name)
                return spec
        return None


for _name in [n for n in _SOURCES if n in sys.modules]:
    _run_hook(_name)
if _SOURCES:
    sys.meta_path.insert(0, _DeferredHookFinder())
