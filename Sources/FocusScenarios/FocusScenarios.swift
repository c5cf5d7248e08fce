@_exported import YAML
@_exported import FocusEngine
@_exported import Scenarios
@_exported import Reporters
