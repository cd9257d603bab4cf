"""Pompeji's window: board page (city, hand, turn bar), pass-the-device and end pages, the New
Game page and the window around them. Everything here draws what the controller publishes."""
