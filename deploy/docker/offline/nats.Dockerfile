# Stand-in for nats:2.14-alpine: Debian trixie's nats-server (2.10) and wget for the compose health check.
ARG BASE_IMAGE=ritual-offline/debian:trixie
FROM ${BASE_IMAGE}
RUN apt-get update -qq \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nats-server wget \
  && rm -rf /var/lib/apt/lists/*
ENTRYPOINT ["/usr/sbin/nats-server"]
EXPOSE 4222 8222
