"""The invitation and the answer: a browser's data-channel description squeezed to a short text
that fits a QR code and an address, made into a full description again, and refused in a player's
words when damaged or hostile."""

import base64
import ipaddress
from dataclasses import replace

import pytest
from hypothesis import given, strategies as st

from pyrules.core.errors import RulesError
from pyrules.core.players import invitation as I

# A data channel's offer as Chromium writes it once its candidates are gathered: its address hidden
# behind a .local name (no camera permission yet), then its own addresses and a TCP one.
CHROMIUM_OFFER = (
    "v=0\r\no=- 5125581384406553245 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE 0\r\n"
    "a=extmap-allow-mixed\r\na=msid-semantic: WMS\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n"
    "c=IN IP4 0.0.0.0\r\n"
    "a=candidate:2401734120 1 udp 2113937151 3f2a9c41-7d0e-4b8a-9e57-1c6d2b8f0a93.local 53714 typ host "
    "generation 0 network-cost 999\r\n"
    "a=candidate:1840965416 1 udp 2122260223 192.168.1.23 61020 typ host generation 0 network-id 1 "
    "network-cost 10\r\n"
    "a=candidate:3529815090 1 udp 2122197247 2001:db8:0:1::23 61021 typ host generation 0 network-id 2 "
    "network-cost 10\r\n"
    "a=candidate:556345144 1 tcp 1518280447 192.168.1.23 9 typ host tcptype active generation 0 "
    "network-id 1 network-cost 10\r\n"
    "a=candidate:4102341830 1 udp 1686052607 203.0.113.7 61020 typ srflx raddr 192.168.1.23 rport 61020 "
    "generation 0 network-id 1 network-cost 10\r\n"
    "a=ice-ufrag:k3Qx\r\na=ice-pwd:Zr8cW1pT+u0yB4nJ/aHq6eLs\r\na=ice-options:trickle\r\n"
    "a=fingerprint:sha-256 8C:31:0F:6A:D2:47:B9:1E:55:C0:3A:94:7F:E8:12:6B:"
    "A0:D9:4E:27:83:5C:1F:B6:E2:09:73:AD:48:15:CF:9E\r\n"
    "a=setup:actpass\r\na=mid:0\r\na=sctp-port:5000\r\na=max-message-size:262144\r\n"
)
CHROMIUM_ANSWER = (CHROMIUM_OFFER.replace("a=setup:actpass", "a=setup:active")
                   .replace("ice-ufrag:k3Qx", "ice-ufrag:Wb7/").replace("+u0yB4nJ", "+r9yC5nK"))


DISCARD = ipaddress.IPv6Network("100::/64")  # RFC 6666: no phone is ever at an address of it


def invited(text=None):
    """The invitation (as the player's phone reads it) that ``text``, the Chromium offer's by default, carries."""
    return I.unsqueezed(text or I.invitation(CHROMIUM_OFFER), I.OFFER)


def lines(sdp):
    return sdp.split("\r\n")


def repacked(text, change):
    """``text`` with its packed bytes changed by ``change`` (a function of a bytearray)."""
    body = bytearray(base64.urlsafe_b64decode(text[3:] + "=" * (-len(text[3:]) % 4)))
    change(body)
    return "v1." + base64.urlsafe_b64encode(bytes(body)).decode().rstrip("=")


def refusal(text, kind=I.OFFER):
    with pytest.raises(RulesError) as error:
        I.unsqueezed(text, kind)
    assert error.value.field == "invitation" and len(error.value.message) <= 120
    return error.value.message


def test_an_invitation_keeps_only_what_a_data_channel_needs_and_is_a_fraction_of_the_offer():
    text = I.invitation(CHROMIUM_OFFER)
    assert text.startswith("v1.") and len(text) < len(CHROMIUM_OFFER) // 3
    assert set(text[3:]) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    read = I.unsqueezed(text, I.OFFER)
    assert (read.ufrag, read.pwd, read.setup, read.algorithm) == ("k3Qx", "Zr8cW1pT+u0yB4nJ/aHq6eLs", "actpass",
                                                                  "sha-256")
    assert read.fingerprint.hex().upper().startswith("8C310F6A")
    assert read.candidates == (I.Candidate("3f2a9c41-7d0e-4b8a-9e57-1c6d2b8f0a93.local", 53714),
                               I.Candidate("192.168.1.23", 61020), I.Candidate("2001:db8:0:1::23", 61021),
                               I.Candidate("192.168.1.23", 9, "tcp", "active"))


def test_a_candidate_through_a_server_is_left_out_of_the_invitation():
    assert "203.0.113.7" not in I.offer(I.invitation(CHROMIUM_OFFER))


def test_the_offer_made_again_is_written_as_chromium_writes_a_data_channels_offer():
    made = I.offer(I.invitation(CHROMIUM_OFFER))
    assert made.endswith("\r\n") and "\n" not in made.replace("\r\n", "")
    kept = [line for line in lines(CHROMIUM_OFFER) if not line.startswith(("o=", "a=candidate"))]
    assert [line for line in lines(made) if not line.startswith(("o=", "a=candidate"))] == kept
    assert lines(made)[1].startswith("o=- ") and lines(made)[1].endswith(" 2 IN IP4 127.0.0.1")
    assert [line for line in lines(made) if line.startswith("a=candidate")] == [
        "a=candidate:1 1 udp 2130706431 3f2a9c41-7d0e-4b8a-9e57-1c6d2b8f0a93.local 53714 typ host generation 0 "
        "network-cost 999",
        "a=candidate:2 1 udp 2130706175 192.168.1.23 61020 typ host generation 0 network-cost 999",
        "a=candidate:3 1 udp 2130705919 2001:db8:0:1::23 61021 typ host generation 0 network-cost 999",
        "a=candidate:4 1 tcp 1526725887 192.168.1.23 9 typ host tcptype active generation 0 network-cost 999",
    ]


def test_the_same_invitation_always_makes_the_same_offer():
    text = I.invitation(CHROMIUM_OFFER)
    assert I.offer(text) == I.offer(text) and I.invitation(I.offer(text)) == text


def first_version_layout(text):
    """``text`` read by the ``v1`` layout alone, as a build from before answers named their invitation
    reads it: every candidate a host one, nothing after the last. (flags, address bytes, port) each."""
    body = base64.urlsafe_b64decode(text[3:] + "=" * (-len(text[3:]) % 4))
    assert text.startswith("v1.") and body[0] >> 5 == 0
    at = 1
    for _ in range(2):  # the user fragment and the password: a length, then six bits a character
        at += 1 + (body[at] * 6 + 7) // 8
    at += dict(enumerate((32, 48, 64)))[body[0] >> 3 & 3]
    count, at = body[at], at + 1
    candidates = []
    for _ in range(count):
        flags = body[at]
        assert flags >> 5 == 0  # host alone: a v1 text carries nothing through a server
        size = {I.IPV4: 4, I.IPV6: 16, I.UUID_NAME: 16}.get(flags & 3)
        size = 1 + body[at + 1] if size is None else size
        candidates.append((flags, body[at + 1:at + 1 + size], int.from_bytes(body[at + 1 + size:at + 3 + size], "big")))
        at += 3 + size
    assert at == len(body) and count <= I.MOST_CANDIDATES
    return candidates


def test_an_answer_to_an_invitation_with_no_server_is_a_first_version_text_naming_its_invitation():
    text = I.answer(CHROMIUM_ANSWER, invited())
    read = I.unsqueezed(text, I.ANSWER)
    assert text.startswith("v1.") and read.answers_invitation("k3Qx") is True
    assert read.answers_invitation("Zz99") is False
    assert [c.address for c in read.candidates] == ["3f2a9c41-7d0e-4b8a-9e57-1c6d2b8f0a93.local", "192.168.1.23",
                                                    "2001:db8:0:1::23", "192.168.1.23"]
    made = I.answer_sdp(text, "k3Qx")
    assert "a=setup:active\r\n" in made and "a=ice-ufrag:Wb7/\r\n" in made and "+r9yC5nK" in made
    assert " 100::" not in made  # the name is no address the game master's browser is given
    assert I.answer(made, invited()) == text


def test_an_older_build_reads_that_answer_as_a_first_version_text_with_one_more_address_where_no_phone_is():
    text = I.answer(CHROMIUM_ANSWER, invited())
    *phones, last = first_version_layout(text)
    assert len(phones) == len(I.unsqueezed(text, I.ANSWER).candidates)
    flags, address, port = last
    assert flags == I.IPV6 and port == 9  # UDP, host, on the discard port
    assert ipaddress.IPv6Address(address) in DISCARD


def test_an_answer_to_another_invitation_is_refused_before_the_one_waiting_is_used():
    for text in (I.answer(CHROMIUM_ANSWER, invited()),
                 I.answer(THROUGH_TURN.replace("a=setup:actpass", "a=setup:active"),
                          invited(I.invitation(THROUGH_TURN, (TURN,))))):
        with pytest.raises(RulesError, match="for another invitation: ask the player to open the one shown now"):
            I.answer_sdp(text, "Zz99")
        assert I.answer_sdp(text, "k3Qx")


def test_an_answer_of_an_older_build_names_no_invitation_and_is_still_taken():
    older = I.squeezed(I.from_sdp(CHROMIUM_ANSWER, I.ANSWER))
    assert older.startswith("v1.") and I.unsqueezed(older, I.ANSWER).answers_invitation("k3Qx") is None
    assert I.answer_sdp(older, "Zz99") == I.sdp(I.unsqueezed(older, I.ANSWER))


def test_a_second_version_answer_naming_its_invitation_by_its_user_fragment_is_still_read_and_matched():
    made = replace(I.from_sdp(CHROMIUM_ANSWER, I.ANSWER), answers="k3Qx")  # as the build before this one wrote it
    text = I.squeezed(made)
    assert text.startswith("v2.") and I.unsqueezed(text, I.ANSWER) == made
    assert I.answer_sdp(text, "k3Qx")
    with pytest.raises(RulesError, match="for another invitation"):
        I.answer_sdp(text, "Zz99")


def test_a_first_version_answer_naming_its_invitation_keeps_five_of_the_phones_own_addresses():
    many = CHROMIUM_ANSWER.replace("a=ice-ufrag:", "".join(
        f"a=candidate:{n} 1 udp 2122260223 10.0.0.{n} 6100{n} typ host generation 0\r\n" for n in range(1, 5))
        + "a=ice-ufrag:")
    text = I.answer(many, invited())
    assert len(I.unsqueezed(text, I.ANSWER).candidates) == I.MOST_CANDIDATES - 1
    assert len(first_version_layout(text)) == I.MOST_CANDIDATES


def test_an_address_no_phone_is_at_is_refused_anywhere_but_last_in_a_first_version_answer():
    text = I.answer(CHROMIUM_ANSWER, invited())
    name = I.unsqueezed(text, I.ANSWER).written_candidates[-1]
    first = I.Connection(I.ANSWER, "Wb7/", "Zr8cW1pT+r9yC5nK/aHq6eLs", "sha-256", bytes(32), "active",
                         (name, I.Candidate("192.168.1.23", 61020)))
    with pytest.raises(RulesError, match="no phone is ever at"):
        I.squeezed(first)
    as_invitation = repacked(text, lambda b: b.__setitem__(0, b[0] & ~1))  # the same bytes, an invitation's
    assert "no phone is ever at" in refusal(as_invitation, I.OFFER)


@given(ufrag=st.text(I.ICE_CHARS, min_size=4, max_size=I.LONGEST_CREDENTIAL),
       pwd=st.text(I.ICE_CHARS, min_size=22, max_size=I.LONGEST_CREDENTIAL),
       fingerprint=st.binary(min_size=48, max_size=48), port=st.integers(1, 65535),
       setup=st.sampled_from(I.SETUPS), name=st.from_regex(r"^[a-z0-9]{1,20}\.local$", fullmatch=True))
def test_any_connection_a_browser_could_describe_round_trips(ufrag, pwd, fingerprint, port, setup, name):
    made = I.Connection(I.OFFER, ufrag, pwd, "sha-384", fingerprint, setup,
                        (I.Candidate(name, port), I.Candidate("fe80::1", port, "tcp", "passive")))
    assert I.unsqueezed(I.squeezed(made), I.OFFER) == made
    assert I.from_sdp(I.sdp(made), I.OFFER) == made


def test_text_pasted_with_spaces_around_it_still_reads():
    text = I.invitation(CHROMIUM_OFFER)
    assert I.unsqueezed(f"  {text}\n", I.OFFER) == I.unsqueezed(text, I.OFFER)


def test_an_invitation_where_an_answer_is_wanted_is_refused_saying_which_is_which():
    assert "not a player's answer" in refusal(I.invitation(CHROMIUM_OFFER), I.ANSWER)
    assert "not an invitation" in refusal(I.answer(CHROMIUM_ANSWER, invited()), I.OFFER)


@pytest.mark.parametrize("text, said", [
    ("", "Scan or paste the invitation first."),
    (None, "Scan or paste the invitation first."),
    ("hello there", "not a pyrules invitation"),
    ("https://example.com/", "not a pyrules invitation"),
    ("v3.AAAA", "another version of pyrules"),
    ("v1." + "A" * 2000, "too long"),
    ("v1.abc$def", "characters pyrules never writes"),
    ("v1.", "damaged"),
])
def test_a_text_that_is_no_invitation_of_this_version_is_refused_in_a_players_words(text, said):
    assert said in refusal(text)


def test_a_text_cut_short_or_with_bytes_added_is_damaged():
    text = I.invitation(CHROMIUM_OFFER)
    assert "damaged" in refusal(text[:-6])
    assert "damaged" in refusal(repacked(text, lambda b: b.extend(b"\0")))


def test_a_fingerprint_of_the_wrong_length_is_refused():
    short = CHROMIUM_OFFER.replace(":CF:9E\r\n", ":CF\r\n")
    with pytest.raises(RulesError, match="fingerprint"):
        I.invitation(short)
    with pytest.raises(RulesError, match="fingerprint"):
        I.invitation(CHROMIUM_OFFER.replace("sha-256", "md5"))
    assert "damaged" in refusal(repacked(I.invitation(CHROMIUM_OFFER), lambda b: b.__setitem__(0, b[0] | 3 << 3)))


def test_more_candidates_than_a_phone_has_are_refused():
    text = I.invitation(CHROMIUM_OFFER)
    count_at = 1 + 1 + 3 + 1 + 18 + 32  # head, ufrag (4 characters), pwd (24), sha-256
    assert "more addresses than a phone has" in refusal(repacked(text, lambda b: b.__setitem__(count_at, 7)))


def test_a_candidate_through_a_server_is_refused_in_a_text():
    text = I.invitation(CHROMIUM_OFFER)
    first = 1 + 1 + 3 + 1 + 18 + 32 + 1
    assert "through a server" in refusal(repacked(text, lambda b: b.__setitem__(first, b[first] | 1 << 5)))


def test_a_connection_with_a_bad_password_or_no_address_cannot_be_squeezed():
    made = I.unsqueezed(I.invitation(CHROMIUM_OFFER), I.OFFER)
    for broken in (replace(made, pwd="short"), replace(made, ufrag="has space"), replace(made, candidates=()),
                   replace(made, candidates=(I.Candidate("example.com", 80),)),
                   replace(made, candidates=(I.Candidate("10.0.0.1", 0),)),
                   replace(made, candidates=(I.Candidate("10.0.0.1", 5, "udp", "active"),)),
                   replace(made, candidates=made.candidates * 2)):
        with pytest.raises(RulesError):
            I.squeezed(broken)


def test_a_description_with_media_or_no_local_address_is_refused():
    with pytest.raises(RulesError, match="more than the table's messages"):
        I.invitation(CHROMIUM_OFFER + "m=audio 9 UDP/TLS/RTP/SAVPF 111\r\n")
    gathered_none = "\r\n".join(line for line in lines(CHROMIUM_OFFER) if "typ host" not in line)
    with pytest.raises(RulesError, match="Wi-Fi"):
        I.invitation(gathered_none)


@given(st.binary(max_size=300), st.sampled_from(["v1", "v2"]), st.sampled_from([I.OFFER, I.ANSWER]))
def test_any_bytes_at_all_read_as_a_connection_or_a_refusal(packed, version, kind):
    text = f"{version}." + base64.urlsafe_b64encode(packed).decode().rstrip("=")
    try:
        read = I.unsqueezed(text, kind)
    except RulesError as error:
        assert error.field == "invitation"
    else:
        assert I.squeezed(read) == text


def test_the_largest_connection_this_version_carries_still_fits_its_text():
    largest = I.Connection(I.ANSWER, "a" * I.LONGEST_CREDENTIAL, "b" * I.LONGEST_CREDENTIAL, "sha-512", bytes(64),
                           "passive", tuple(I.Candidate("x" * 62 + str(i) + ".local", 65535, "tcp", "passive")
                                            for i in range(I.MOST_CANDIDATES)))
    text = I.squeezed(largest)
    assert len(text) <= I.LONGEST_TEXT and I.unsqueezed(text, I.ANSWER) == largest


# Over the internet: the game master's offer gathered through a TURN server (a candidate as the
# server saw the phone, and one on the server itself).
THROUGH_TURN = CHROMIUM_OFFER.replace(
    "a=ice-ufrag:", "a=candidate:3359874424 1 udp 41885439 198.51.100.9 50012 typ relay raddr 203.0.113.7 "
                    "rport 61020 generation 0 network-id 1 network-cost 10\r\na=ice-ufrag:")
TURN = I.Server("turn:turn.example.org:3478?transport=udp", "table7", "s3cret-Pass")


def test_an_invitation_naming_a_server_carries_it_and_the_candidates_found_through_it():
    text = I.invitation(THROUGH_TURN, (TURN,))
    assert text.startswith("v2.") and len(text) < len(THROUGH_TURN) // 2
    read = invited(text)
    offer, servers = I.sdp(read), read.servers
    assert servers == (TURN,)
    through = [line for line in lines(offer) if "typ srflx" in line or "typ relay" in line]
    assert through == [
        "a=candidate:5 1 udp 1694497791 203.0.113.7 61020 typ srflx raddr 0.0.0.0 rport 0 generation 0 network-cost 999",
        "a=candidate:6 1 udp 16775935 198.51.100.9 50012 typ relay raddr 0.0.0.0 rport 0 generation 0 network-cost 999"]
    assert I.invitation(offer, servers) == text


def test_with_no_server_set_an_invitation_is_of_the_first_version_and_names_none():
    text = I.invitation(THROUGH_TURN)
    assert text.startswith("v1.") and invited(text).servers == ()
    assert "typ relay" not in I.offer(text)


def test_an_answer_through_the_invitations_server_keeps_its_candidates_and_names_no_server():
    answer = THROUGH_TURN.replace("a=setup:actpass", "a=setup:active")
    text = I.answer(answer, invited(I.invitation(THROUGH_TURN, (TURN,))))
    assert text.startswith("v2.")
    read = I.unsqueezed(text, I.ANSWER)
    assert read.servers == () and [c.type for c in read.candidates][-2:] == ["srflx", "relay"]
    assert "typ relay raddr 0.0.0.0 rport 0" in I.answer_sdp(text)


def test_an_answer_through_a_server_that_found_nothing_through_it_is_a_first_version_text():
    text = I.answer(CHROMIUM_ANSWER.replace("typ srflx", "typ prflx"), invited(I.invitation(THROUGH_TURN, (TURN,))))
    assert text.startswith("v1.") and I.unsqueezed(text, I.ANSWER).answers_invitation("k3Qx") is True
    first_version_layout(text)


def test_past_six_candidates_those_through_a_server_are_kept_before_more_of_the_phones_own():
    many = THROUGH_TURN.replace("a=ice-ufrag:", "".join(
        f"a=candidate:{n} 1 udp 2122260223 10.0.0.{n} 6100{n} typ host generation 0\r\n" for n in range(1, 5))
        + "a=ice-ufrag:")
    read = I.unsqueezed(I.invitation(many, (TURN,)), I.OFFER)
    assert len(read.candidates) == I.MOST_CANDIDATES
    assert [c.type for c in read.candidates] == ["host"] * 4 + ["srflx", "relay"]


def repacked_v2(text, change):
    body = bytearray(base64.urlsafe_b64decode(text[3:] + "=" * (-len(text[3:]) % 4)))
    change(body)
    return "v2." + base64.urlsafe_b64encode(bytes(body)).decode().rstrip("=")


def test_an_invitation_naming_a_server_no_browser_can_be_given_is_refused():
    text = I.invitation(THROUGH_TURN, (TURN,))
    at = bytes(base64.urlsafe_b64decode(text[3:] + "=" * (-len(text[3:]) % 4))).index(b"turn:")
    hostile = repacked_v2(text, lambda b: b.__setitem__(slice(at, at + 5), b"java:"))
    assert "names a server no browser can be given" in refusal(hostile)
    assert "damaged" in refusal(repacked_v2(text, lambda b: b.__setitem__(at, 0xff)))
    too_many = repacked_v2(text, lambda b: b.__setitem__(at - 2, 3))  # the count of servers
    assert "more servers" in refusal(too_many)


def test_a_second_version_text_with_nothing_through_a_server_is_damaged():
    text = I.invitation(CHROMIUM_OFFER)
    plain = repacked(text, lambda b: b.append(0)).replace("v1.", "v2.", 1)  # no server, no such candidate
    assert "damaged" in refusal(plain)


@pytest.mark.parametrize("server", [
    I.Server("stun:stun.l.google.com:19302"), I.Server("stun:192.0.2.10"), I.Server("stuns:stun.example.org:5349"),
    TURN, I.Server("turn:[2001:db8::7]:3478", "u", "p"), I.Server("turns:turn.example.org:443?transport=tcp", "u", "p"),
])
def test_a_stun_or_turn_server_as_providers_write_them_is_taken(server):
    I.check_server(server)
    assert I.stored_server(I.server_data(server)) == server
    assert I.unsqueezed(I.invitation(THROUGH_TURN, (server,)), I.OFFER).servers == (server,)


@pytest.mark.parametrize("server, field", [
    (I.Server("https://stun.example.org"), "url"), (I.Server("stun:"), "url"), (I.Server("stun:a b"), "url"),
    (I.Server("stun:host:3478:9"), "url"), (I.Server("stun:" + "a" * 200), "url"),
    (I.Server("turn:turn.example.org"), "username"), (I.Server("turn:turn.example.org", "u"), "credential"),
    (I.Server("stun:stun.example.org", "u", ""), "username"), (I.Server("turn:t.example.org", "u", "p\nq"), "credential"),
    (I.Server("turn:t.example.org", "u" * 65, "p"), "username"),
    (I.Server("stun:stun.example.org\n"), "url"), (I.Server("turn:t.example.org", "u\n", "p"), "username"),
])
def test_a_server_that_cannot_be_given_to_a_browser_is_refused_naming_the_field(server, field):
    with pytest.raises(RulesError) as error:
        I.check_server(server)
    assert error.value.field == field


@pytest.mark.parametrize("data", [None, "stun:x", {"url": "stun:x"}, {"url": 1, "username": "", "credential": ""},
                                  {"url": "ftp:x", "username": "", "credential": ""}])
def test_a_damaged_stored_server_is_refused(data):
    with pytest.raises(RulesError):
        I.stored_server(data)


@given(port=st.integers(1, 65535), address=st.ip_addresses().filter(lambda a: a not in DISCARD).map(str),
       relay=st.booleans(),
       username=st.text(st.characters(min_codepoint=0x20, max_codepoint=0x7e), min_size=1, max_size=I.LONGEST_SECRET),
       credential=st.text(st.characters(min_codepoint=0x20, max_codepoint=0x7e), min_size=1, max_size=I.LONGEST_SECRET))
def test_any_connection_through_a_server_round_trips(port, address, relay, username, credential):
    made = I.Connection(I.OFFER, "k3Qx", "Zr8cW1pT+u0yB4nJ/aHq6eLs", "sha-256", bytes(32), "actpass",
                        (I.Candidate("a.local", 9), I.Candidate(address, port, type="relay" if relay else "srflx")),
                        (I.Server("turn:turn.example.org:3478", username, credential), I.Server("stun:192.0.2.1")))
    assert I.unsqueezed(I.squeezed(made), I.OFFER) == made
    assert I.from_sdp(I.sdp(made), I.OFFER, made.servers) == made


def test_the_largest_connection_through_servers_still_fits_its_text():
    longest = "turn:" + "t" * (I.LONGEST_SERVER - 14) + ".org:3478"
    server = I.Server(longest, "u" * I.LONGEST_SECRET, "p" * I.LONGEST_SECRET)
    largest = I.Connection(I.OFFER, "a" * I.LONGEST_CREDENTIAL, "b" * I.LONGEST_CREDENTIAL, "sha-512", bytes(64),
                           "actpass", tuple(I.Candidate("x" * 62 + str(i) + ".local", 65535, "tcp", "passive")
                                            for i in range(I.MOST_CANDIDATES - 1))
                           + (I.Candidate("2001:db8::1", 3478, type="relay"),), (server,) * I.MOST_SERVERS)
    text = I.squeezed(largest)
    assert len(text) <= I.LONGEST_TEXT and I.unsqueezed(text, I.OFFER) == largest
