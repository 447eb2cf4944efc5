# Stand-in for postgres:17-alpine: Debian's PostgreSQL (17 on trixie; the upgrade drill's old one, 15 on bookworm),
# with the official image's POSTGRES_USER / POSTGRES_PASSWORD first-start contract and data directory.
ARG BASE_IMAGE=ritual-offline/debian:trixie
FROM ${BASE_IMAGE}
ARG PG_MAJOR=17
RUN apt-get update -qq \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql-${PG_MAJOR} \
  && rm -rf /var/lib/apt/lists/* /var/lib/postgresql/${PG_MAJOR}
ENV PATH=/usr/lib/postgresql/${PG_MAJOR}/bin:$PATH PGDATA=/var/lib/postgresql/data
COPY postgres-entrypoint.sh /usr/local/bin/postgres-entrypoint.sh
ENTRYPOINT ["/usr/local/bin/postgres-entrypoint.sh"]
CMD ["postgres"]
EXPOSE 5432
STOPSIGNAL SIGINT
