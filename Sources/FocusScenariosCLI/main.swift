import FocusScenarios
print("focus-scenarios")
