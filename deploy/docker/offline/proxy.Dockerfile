# Stand-in for caddy:2.11-alpine: Debian trixie's Caddy (2.6), which reads the same Caddyfile, and wget for the health
# check.
ARG BASE_IMAGE=ritual-offline/debian:trixie
FROM ${BASE_IMAGE}
RUN apt-get update -qq \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends caddy wget \
  && rm -rf /var/lib/apt/lists/*
ENV XDG_CONFIG_HOME=/config XDG_DATA_HOME=/data
CMD ["caddy", "run", "--config", "/etc/caddy/Caddyfile", "--adapter", "caddyfile"]
EXPOSE 80 443
