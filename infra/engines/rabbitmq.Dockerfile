# padel/rabbitmq: Debian's RabbitMQ (3.10) with the management plugin, in place of rabbitmq:3.13-management where
# public image registries cannot be reached (docker-compose.local-images.yml, decision 151). Context: infra/.
FROM debian:bookworm
# The package's install would start a broker: policy-rc.d says no while it installs.
RUN printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d \
  && apt-get update && apt-get install -y --no-install-recommends rabbitmq-server \
  && rm -rf /var/lib/apt/lists/* /usr/sbin/policy-rc.d /var/lib/rabbitmq/mnesia /var/log/rabbitmq/* \
  && /usr/lib/rabbitmq/bin/rabbitmq-plugins enable --offline rabbitmq_management
COPY engines/rabbitmq/10-defaults.conf /etc/rabbitmq/conf.d/
COPY engines/rabbitmq/docker-entrypoint.sh /usr/local/bin/
# As the official image: the real scripts (not Debian's su wrappers) first on PATH, the cookie in /var/lib/rabbitmq for
# the server and for CLI tools run as root (the health check), logs on standard output. A fixed node name keeps the
# data of a volume across a recreated container (the official image names the node after the container's host name).
ENV PATH=/usr/lib/rabbitmq/bin:$PATH HOME=/var/lib/rabbitmq RABBITMQ_LOGS=- RABBITMQ_NODENAME=rabbit@localhost
VOLUME /var/lib/rabbitmq
EXPOSE 4369 5671 5672 15672 25672
HEALTHCHECK --interval=10s --timeout=10s --start-period=20s --retries=5 CMD ["rabbitmq-diagnostics", "-q", "ping"]
ENTRYPOINT ["docker-entrypoint.sh"]
CMD ["rabbitmq-server"]
