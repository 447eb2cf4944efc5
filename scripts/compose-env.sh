#!/usr/bin/env bash
# Sourced by scripts/compose.sh (and its test, deploy/tests/compose-env.test.ts): the .env the compose stack reads.
# Run from the repository's root with env_file set.

secret() { head -c 32 /dev/urandom | base64 | tr -dc 'A-Za-z0-9' | head -c "$1"; }

# A new .env from .env.example, with fresh secrets.
write_env_file() {
  local admin_password
  admin_password=$(secret 16)
  sed -e "s/^POSTGRES_PASSWORD=.*/POSTGRES_PASSWORD=$(secret 24)/" \
    -e "s/^S3_SECRET_KEY=.*/S3_SECRET_KEY=$(secret 32)/" \
    -e "s/^ADMIN_PASSWORD=.*/ADMIN_PASSWORD=$admin_password/" \
    -e "s/^JWT_SECRET=.*/JWT_SECRET=$(secret 48)/" \
    -e "s/^ORDER_LINK_KEY=.*/ORDER_LINK_KEY=$(secret 40)/" .env.example >"$env_file"
  chmod 600 "$env_file"
  echo "compose: $env_file criado com segredos novos; senha do usuário admin: $admin_password (guarde-a)"
}

# Secrets a later version of the stack requires, made for an .env written before it: set when the line is there but
# empty, appended when it is missing; a value already set is never changed (ORDER_LINK_KEY keeps the links sent
# working only while it stays the same).
ensure_env_secrets() {
  local name length
  for entry in ORDER_LINK_KEY:40; do
    name="${entry%%:*}"
    length="${entry##*:}"
    grep -qE "^${name}=.+" "$env_file" && continue
    if grep -qE "^${name}=" "$env_file"; then
      sed -i "s/^${name}=.*/${name}=$(secret "$length")/" "$env_file"
    else
      # Onto a line of its own even when the file does not end with a newline.
      [ -z "$(tail -c 1 "$env_file")" ] || echo >>"$env_file"
      echo "${name}=$(secret "$length")" >>"$env_file"
    fi
    echo "compose: $name gerado e gravado em $env_file (guarde-o com os outros segredos)"
  done
}
