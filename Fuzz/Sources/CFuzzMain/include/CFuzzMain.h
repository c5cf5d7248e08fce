#pragma once
// Nothing to import: this target only supplies the entry point below.
