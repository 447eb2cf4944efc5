# Stand-in for nats:2.10-alpine: Debian bookworm's nats-server (2.9) and wget for the compose health check.
ARG BASE_IMAGE=ritual-offline/debian:bookworm
FROM ${BASE_IMAGE}
RUN apt-get update -qq \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nats-server wget \
  && rm -rf /var/lib/apt/lists/*
ENTRYPOINT ["/usr/sbin/nats-server"]
EXPOSE 4222 8222
