# Two commands on a fresh Debian machine (Node.js 20, npm, make, root):
#   make start   install what is missing, build, migrate, serve http://localhost:8080 (SQLite in ./data);
#                fetches the speech-to-text model when the network allows (ASR_FETCH_ON_START=0: never)
#   make test    install what is missing, build, run the whole suite
.PHONY: setup build start test lint

setup:
	@bash scripts/setup.sh

build: setup
	npm run build

start: build
	bash scripts/start.sh

test: build
	bash scripts/test.sh

lint: setup
	npx biome check .
