# The two commands a newcomer needs: `make start` (run everything) and `make test` (lint, types, all tests).
SHELL := /bin/bash
.DEFAULT_GOAL := help
NPM_STAMP := node_modules/.install-stamp
# Every target runs on a Node.js that package.json's engines accepts (scripts/ensure-node.sh: this machine's, or the
# app images' own fetched from npm when this one is older).
export PATH := $(shell bash scripts/ensure-node.sh):$(PATH)

.PHONY: help install proto proto-check build start backup backups restore backup-key lint typecheck test test-services test-crash unit bench bench-receipts bench-backups bench-whatsapp bench-retention bench-scale bench-web migrations compose-up compose-down compose-upgrade compose-backup compose-backups compose-restore test-containers

help:
	@echo "make start   - install, build and run the whole stack on http://localhost:$${PORT:-8080}"
	@echo "              WHATSAPP=simulator make start: with a simulated WhatsApp Cloud API (README, WhatsApp)"
	@echo "make test    - lint, type-check, proto freshness, unit, integration and crash tests"
	@echo "make backup  - a full backup now (BACKUP_DIR or BACKUP_S3_*; see README, Backups)"
	@echo "make backups - list the backups with their times and sizes"
	@echo "make restore - restore the latest backup into an empty DATA_DIR (BACKUP=<id> or UNTIL=<time>)"
	@echo "make proto   - regenerate proto/gen from proto/**/*.proto"
	@echo "make compose-up / compose-down - the whole product in containers behind HTTPS (COMPOSE_ARGS, WIPE=1)"
	@echo "make compose-upgrade - move a stack of the previous compose file (PostgreSQL 16, MinIO) to this one"
	@echo "make compose-backup / compose-backups / compose-restore - the compose stack's backups (README, Backups)"
	@echo "make test-containers - the container tests against the compose stack (installs Docker when absent)"
	@echo "make bench   - benchmarks (see bench/); make bench-receipts: only the held-out receipts and OCR CPU part"
	@echo "make bench-whatsapp - order -> WhatsApp message latency, sends/s, reminder sweep cost (bench/results.md)"
	@echo "make bench-retention - the daily retention run on 222,000 orders, two replicas (bench/results.md)"
	@echo "make bench-scale - receipts/s at payments x1/x2/x3 with a fixed CPU each, compose stack (bench/results.md)"

$(NPM_STAMP): package.json package-lock.json $(wildcard */package.json services/*/package.json deploy/*/package.json)
	npm ci --no-audit --no-fund
	@touch $(NPM_STAMP)

install: $(NPM_STAMP)

proto: install
	node proto/generate.mjs

proto-check: install
	node proto/generate.mjs --check

build: install
	node scripts/build.mjs

# WHATSAPP=simulator (or PIX_PSP=simulator) in the environment: the runner also starts that simulator and points the
# service at it (deploy/local/src/whatsapp-simulator.ts, psp-simulator.ts).
start: build
	node deploy/local/dist/main.js

backup: build
	node deploy/local/dist/backup.js backup

backups: build
	node deploy/local/dist/backup.js list

restore: build
	node deploy/local/dist/backup.js restore $(if $(BACKUP),--backup='$(BACKUP)') $(if $(UNTIL),--until='$(UNTIL)')

# A new age key pair for the backups (OUT=<file>, default ~/ritual-backup-key.txt): keep the file off the server.
backup-key: build
	node deploy/local/dist/backup.js key $(if $(OUT),--out='$(OUT)')

lint: install
	npx biome ci .
	node scripts/check-imports.mjs

typecheck: install
	npx tsc -p tsconfig.json --noEmit
	npx tsc -p web/tsconfig.json --noEmit
	npx tsc -p web/e2e/tsconfig.json --noEmit

test-services:
	@bash scripts/ensure-test-services.sh

unit: install test-services
	npx vitest run

# Includes the crash tests (vitest project `crash`, run last): the real stack killed mid-approvals.
test: install proto-check lint typecheck test-services
	npx vitest run

# Only the crash tests (~7 min): power loss and services killed, embedded bus and NATS, receipt uploads cut short by a
# power loss and retried (deploy/local/crash).
test-crash: install
	npx vitest run --project crash

# Starts the embedded stack on its own ports and data directory: ~8 minutes on 2 cores, written to bench/results.md.
bench: build
	node bench/run.mjs

# Only the held-out receipts section of make bench (h): accuracy on held-out holder receipts and CPU ms per image
# receipt, before (65facb1) and now side by side (~25–45 min on 2 cores).
bench-receipts: build
	BENCH_SECTIONS=held-out node bench/run.mjs

# Only the backups section of make bench (bench/backups.mjs); BENCH_BACKUP_ORDERS=<n> for a smaller restore.
bench-backups: build
	BENCH_SECTIONS=backups node bench/run.mjs

# Only the WhatsApp section of make bench (j, issue #35): order → pedido_recebido at the simulator (p50/p99), sends per
# second, the reminder sweep with 100,000 pending orders (a throwaway database on PostgreSQL 127.0.0.1:5432, or
# BENCH_DATABASE_URL); ~1.5 minutes on 2 cores, written in place of its section of bench/results.md.
bench-whatsapp: build
	BENCH_SECTIONS=whatsapp node bench/run.mjs

# The orders part of the daily retention run (issue #37) on a store of 222,000 orders, two replicas at once, and the
# next day's idle run with its claim plans (a throwaway database on PostgreSQL 127.0.0.1:5432, or BENCH_DATABASE_URL);
# ~20 s. Figures in bench/results.md (k).
bench-retention: install
	node services/orders/bench/retention.bench.mjs

# Issue #38: the compose stack (its own project and ports 8480/8443/9444, beside make test-containers') with each payments
# replica capped at BENCH_PAYMENTS_CPUS (0.5) CPU; phone-screenshot receipts, then PDFs, at payments x1, x2, x3 through
# a closed loop of clients; receipts/s, p50/p99, CPU per receipt by service, efficiency. Figures in bench/results.md (l);
# ~12 min on 2 cores; KEEP_STACK=1 leaves the stack up. BENCH_SCALE_SECONDS, BENCH_SCALE_CONCURRENCY: bench/scale.mjs.
bench-scale: install
	@bash scripts/ensure-docker.sh
	node bench/scale.mjs

bench-web: install
	node bench/web/run.mjs

# Installs Docker and Compose v2 when absent; builds local stand-ins of the infrastructure images when Docker Hub
# cannot be reached.
compose-up:
	@bash scripts/compose.sh up

compose-down:
	@bash scripts/compose.sh down

# For a store that ran the previous compose file (PostgreSQL 16 and MinIO): copies the old PostgreSQL volume into the
# new major's and the MinIO bucket into the S3 server, compares every table's rows and every file's bytes, then starts
# the stack (README, Operations: upgrading). The old volumes are kept until the operator removes them.
compose-upgrade:
	@bash scripts/compose.sh upgrade

# The compose stack's backups (README, Backups): a base backup now, the list, and a restore into empty volumes
# (BACKUP_AGE_IDENTITY_FILE=<key file>; BACKUP=<id> or UNTIL=<time>).
compose-backup:
	@bash scripts/compose.sh backup

compose-backups:
	@bash scripts/compose.sh backups

compose-restore:
	@BACKUP='$(BACKUP)' UNTIL='$(UNTIL)' bash scripts/compose.sh restore

# The compose stack through its HTTPS proxy: health, a purchase, payments killed, scale-out (~15 min the first time,
# most of it building images). Uses ports 80, 443 and 9443; KEEP_STACK=1 leaves the stack running afterwards.
test-containers: install
	@bash scripts/ensure-docker.sh
	RITUAL_CONTAINER_TESTS=1 npx vitest run --project containers

migrations: install
	@for dir in services/*/; do if [ -f $$dir/drizzle.config.ts ]; then (cd $$dir && npx drizzle-kit generate) || exit 1; fi; done
