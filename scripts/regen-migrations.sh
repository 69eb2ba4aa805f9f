#!/usr/bin/env bash
# Regenerates the initial migration from the schema (allowed only before the first release;
# after that, use `npm run db:generate` to add a new migration). Serialised with a lock file.
set -euo pipefail
cd "$(dirname "$0")/.."
exec 9>/tmp/procura-migrations.lock
flock 9
rm -f src/server/db/migrations/0001_*.sql src/server/db/migrations/meta/0001_snapshot.json
node -e "
const f='src/server/db/migrations/meta/_journal.json';const j=require('./'+f);
j.entries=j.entries.filter(e=>e.idx===0);require('fs').writeFileSync(f,JSON.stringify(j,null,2)+'\n');"
npx drizzle-kit generate --name initial
