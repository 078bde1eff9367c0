#!/usr/bin/env bash
# The nightly copy of the production database to the resort's own storage (docs/backups.md):
# export, check that the file loads into an empty database with its bookings, payments and
# refunds, compress, and keep 30 days. Needs CLOUDFLARE_API_TOKEN, CLOUDFLARE_ACCOUNT_ID and
# BACKUP_DIR in the environment; run from anywhere on the machine that holds the backups.
set -euo pipefail
: "${CLOUDFLARE_API_TOKEN:?set CLOUDFLARE_API_TOKEN (docs/backups.md)}"
: "${CLOUDFLARE_ACCOUNT_ID:?set CLOUDFLARE_ACCOUNT_ID}"
: "${BACKUP_DIR:?set BACKUP_DIR, the directory that keeps the exports}"
cd "$(dirname "$0")/.."
export WRANGLER_SEND_METRICS=false

mkdir -p "$BACKUP_DIR"
stamp="$(date -u +%Y-%m-%dT%H%MZ)"
file="$BACKUP_DIR/kaivalya-retreat-$stamp.sql"
npx wrangler d1 export kaivalya-retreat --remote --env production --output "$file" --skip-confirmation

# A copy is only a backup once it loads: into a throw-away local database of its own.
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
cat > "$scratch/wrangler.toml" <<'TOML'
name = "backup-check"
compatibility_date = "2026-10-15"

[[d1_databases]]
binding = "DB"
database_name = "kaivalya-retreat"
database_id = "00000000-0000-4000-8000-000000000000"
TOML
npx wrangler d1 execute DB --local -c "$scratch/wrangler.toml" --file "$file" --yes > /dev/null
npx wrangler d1 execute DB --local -c "$scratch/wrangler.toml" --json \
  --command "SELECT (SELECT count(*) FROM bookings) AS bookings, (SELECT count(*) FROM refunds) AS refunds, (SELECT count(*) FROM balance_payments) AS balance_payments" \
  > "$scratch/counts.json"
echo "$stamp exported and loaded: $(tr -d ' \n' < "$scratch/counts.json" | grep -o '"bookings":[0-9]*,"refunds":[0-9]*,"balance_payments":[0-9]*')"

gzip -9 "$file"
# 30 nightly copies, no more: an erased guest leaves every copy within 30 days.
find "$BACKUP_DIR" -maxdepth 1 -name 'kaivalya-retreat-*.sql.gz' -mtime +30 -delete
