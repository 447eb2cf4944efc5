#!/usr/bin/env bash
# Sourced by scripts/compose.sh (and its test, deploy/tests/compose-images.test.ts): which images the stack needs, and
# whether they come from the registry or from the local stand-ins. Run from the repository's root.

# Every image docker-compose.yml names, and the Node.js image the app images are built from.
official_images() {
  {
    grep -hE '^\s+image:' docker-compose.yml | awk '{print $2}'
    sed -nE 's/^ARG NODE_IMAGE=(.+)$/\1/p' deploy/docker/Dockerfile
  } | sort -u
}

# Online when every official image is here or pulls; offline (local stand-ins) when the registry cannot be reached for
# any image that is not here. A registry that answers but lacks an image (a repository removed, a tag never published) stops here, naming
# each one: never a stack half started.
decide_offline() {
  local image output pulled=0 unreachable=0 missing=()
  for image in $(official_images); do
    docker image inspect "$image" >/dev/null 2>&1 && continue
    if output=$(timeout 300 docker pull -q "$image" 2>&1); then pulled=$((pulled + 1)); continue; fi
    if grep -qiE 'not found|manifest unknown|pull access denied|does not exist|unauthorized' <<<"$output"; then
      missing+=("$image")
    else
      unreachable=$((unreachable + 1))
    fi
  done
  if [ ${#missing[@]} -gt 0 ]; then
    echo "compose: o registro respondeu, mas estas imagens não existem nele:" >&2
    printf '  %s\n' "${missing[@]}" >&2
    echo "compose: atualize o projeto (git pull) para as imagens em uso, ou corrija a tag no docker-compose.yml;" \
      "OFFLINE=1 usa as imagens locais de substituição" >&2
    exit 1
  fi
  if [ "$pulled" -gt 0 ] && [ "$unreachable" -gt 0 ]; then
    echo "compose: o registro respondeu para umas imagens e não para outras; tente de novo ou use OFFLINE=1" >&2
    exit 1
  fi
  [ "$unreachable" -gt 0 ] && echo 1 || echo 0
}
