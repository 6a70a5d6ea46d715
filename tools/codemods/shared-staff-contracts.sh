#!/usr/bin/env bash
# Re-points every import of a staff contract moved out of packages/shared/src/api/{staff,staff-catalogue,
# staff-content,staff-player,sites}.ts at its domain's file (see shared-staff-contracts.mjs for the map).
# Re-runnable; run from the repository's root after a merge: bash tools/codemods/shared-staff-contracts.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
node tools/codemods/shared-staff-contracts.mjs packages/shared/src apps/server/src apps/web/src e2e bench "$@"
