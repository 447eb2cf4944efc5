# Stand-in for postgres:16-alpine: Debian bookworm's PostgreSQL 15, with the official image's POSTGRES_USER /
# POSTGRES_PASSWORD first-start contract and data directory.
ARG BASE_IMAGE=ritual-offline/debian:bookworm
FROM ${BASE_IMAGE}
RUN apt-get update -qq \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql-15 \
  && rm -rf /var/lib/apt/lists/* /var/lib/postgresql/15
ENV PATH=/usr/lib/postgresql/15/bin:$PATH PGDATA=/var/lib/postgresql/data
COPY postgres-entrypoint.sh /usr/local/bin/postgres-entrypoint.sh
ENTRYPOINT ["/usr/local/bin/postgres-entrypoint.sh"]
CMD ["postgres"]
EXPOSE 5432
STOPSIGNAL SIGINT
