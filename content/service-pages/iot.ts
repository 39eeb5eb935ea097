import type { ServicePage } from "./types";
import { getStarted, viewPortfolio } from "./shared";

export const iotPage: ServicePage = {
  route: "/iot",
  serviceCardId: "iot",
  accent: "cyan",
  meta: {
    title: "IoT Development",
    description:
      "End-to-end IoT development: firmware, connectivity, cloud platforms, dashboards and mobile apps for connected products and industrial monitoring.",
  },
  hero: {
    eyebrow: "IoT Development",
    title: "Connected products, from",
    highlight: "firmware to dashboard.",
    description:
      "Embedded firmware, secure connectivity, cloud ingestion and the apps on top — one team accountable for the whole path from sensor to decision.",
    actions: [getStarted("iot-hero", "Start Your IoT Project"), viewPortfolio],
  },
  sections: [
    {
      kind: "stack",
      id: "tech-stack",
      eyebrow: "Technology",
      title: "Eight layers of the IoT stack we build",
      groups: [
        { title: "Hardware and Microcontrollers", icon: "Cpu", items: ["ESP32", "STM32", "nRF52", "Raspberry Pi"] },
        { title: "Firmware", icon: "Code2", items: ["C/C++", "Zephyr RTOS", "FreeRTOS", "Rust embedded"] },
        { title: "Connectivity", icon: "Radio", items: ["BLE", "Wi-Fi", "LoRaWAN", "NB-IoT / LTE-M"] },
        { title: "Protocols", icon: "Cable", items: ["MQTT", "CoAP", "Modbus", "OPC UA"] },
        { title: "Cloud Platforms", icon: "Cloud", items: ["AWS IoT Core", "Azure IoT Hub", "Google Cloud"] },
        { title: "Data and Analytics", icon: "Database", items: ["TimescaleDB", "InfluxDB", "Kafka", "Grafana"] },
        { title: "Edge Computing", icon: "Network", items: ["AWS Greengrass", "TensorFlow Lite", "Docker on edge"] },
        {
          title: "Security",
          icon: "ShieldCheck",
          items: ["Secure boot", "X.509 certificates", "OTA signing", "TLS 1.3"],
        },
      ],
    },
    {
      kind: "reasons",
      id: "reasons",
      eyebrow: "Why us",
      title: "Five reasons to build IoT with us",
      reasons: [
        {
          title: "Hardware and software under one roof",
          description: "No finger-pointing between the firmware vendor and the app agency.",
        },
        {
          title: "Security from the chip up",
          description: "Secure boot, signed over-the-air updates and per-device certificates by default.",
        },
        {
          title: "Built for fleets, not demos",
          description: "Provisioning, monitoring and OTA updates designed for tens of thousands of devices.",
        },
        {
          title: "Battery-life obsessed",
          description: "Power profiling on real hardware so devices last years, not weeks.",
        },
        {
          title: "Data you can act on",
          description: "Dashboards, alerts and predictive models that turn telemetry into decisions.",
        },
      ],
    },
    {
      kind: "process",
      id: "lifecycle",
      eyebrow: "Lifecycle",
      title: "Our 12-phase IoT development lifecycle",
      steps: [
        { title: "Requirements", description: "Use cases, environment, power budget and regulatory targets." },
        { title: "Architecture", description: "Device, connectivity, cloud and app architecture agreed together." },
        {
          title: "Hardware selection",
          description: "Chipsets, sensors and modules chosen for cost, supply and power.",
        },
        { title: "Proof of concept", description: "A working data path from sensor to dashboard in weeks." },
        { title: "Firmware development", description: "Drivers, power management and secure communication." },
        { title: "Cloud platform", description: "Ingestion, storage, device registry and rules engine." },
        { title: "Apps and dashboards", description: "Web and mobile apps for operators and end users." },
        { title: "Integration", description: "ERP, maintenance and analytics systems connected." },
        { title: "Testing and certification", description: "Field trials, environmental tests, CE/FCC preparation." },
        { title: "Pilot deployment", description: "A limited roll-out with real users and monitoring." },
        { title: "Scale-up", description: "Manufacturing support, provisioning and fleet roll-out." },
        { title: "Operations and OTA", description: "Monitoring, updates and continuous improvement." },
      ],
    },
    {
      kind: "cta",
      id: "cta",
      title: "Connect your product",
      intro: "Tell us what you want to measure or control; we will propose hardware, connectivity and a phased plan.",
      actions: [getStarted("iot-cta", "Book a Scoping Session"), viewPortfolio],
    },
  ],
};
