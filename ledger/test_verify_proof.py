"""Tests of ledger/verify_proof.py against the independent vectors (spec/vectors.json),
RFC 8032 and the signed-note example of golang.org/x/mod/sumdb/note.

Run from the repository root:  python3 -m unittest ledger/test_verify_proof.py
Standard library only.
"""

from __future__ import annotations

import base64
import copy
import hashlib
import importlib.util
import io
import json
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

HERE = Path(__file__).resolve().parent
SCRIPT = HERE / "verify_proof.py"
VECTORS = json.loads((HERE / "spec" / "vectors.json").read_text(encoding="utf-8"))


def _load_module():
    # ledger/ is not a package (other teams put TypeScript there), so the
    # verifier is loaded from its file rather than imported by name.
    spec = importlib.util.spec_from_file_location("verify_proof", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    sys.modules["verify_proof"] = module  # dataclasses look the module up
    spec.loader.exec_module(module)
    return module


vp = _load_module()


def value_of(node: dict) -> bytes:
    return vp.pack_value(bytes.fromhex(node["hash"]), node["credit"], node["debit"])


LEAF_VALUES = [value_of(entry["value"]) for entry in VECTORS["leaves"]]


def sum_root(size: int) -> bytes:
    return vp.merkle_tree_hash(vp.SUM, LEAF_VALUES[:size])


def flip(data: bytes, position: int) -> bytes:
    return data[:position] + bytes([data[position] ^ 0x01]) + data[position + 1:]


# Reference generators written straight from the recursive definitions of
# RFC 9162 2.1.3.1 (PATH) and 2.1.4.1 (PROOF/SUBPROOF); the verifier uses the
# iterative algorithms of 2.1.3.2 / 2.1.4.2, so each checks the other.

def ref_path(hasher, m: int, values: list) -> list:
    n = len(values)
    if n == 1:
        return []
    k = vp.largest_power_of_two_below(n)
    if m < k:
        return ref_path(hasher, m, values[:k]) + [vp.merkle_tree_hash(hasher, values[k:])]
    return ref_path(hasher, m - k, values[k:]) + [vp.merkle_tree_hash(hasher, values[:k])]


def ref_subproof(hasher, m: int, values: list, complete: bool) -> list:
    n = len(values)
    if m == n:
        return [] if complete else [vp.merkle_tree_hash(hasher, values)]
    k = vp.largest_power_of_two_below(n)
    if m <= k:
        return ref_subproof(hasher, m, values[:k], complete) + [vp.merkle_tree_hash(hasher, values[k:])]
    return ref_subproof(hasher, m - k, values[k:], False) + [vp.merkle_tree_hash(hasher, values[:k])]


# --------------------------------------------------------------------------


class LeafVectors(unittest.TestCase):
    def test_leaf_json_bytes_and_values(self):
        for entry in VECTORS["leaves"]:
            with self.subTest(seq=entry["leaf"]["seq"]):
                leaf_json = vp.canonical_leaf_json(entry["leaf"])
                self.assertEqual(leaf_json, entry["leafJson"].encode("ascii"))
                value = vp.leaf_value(leaf_json, entry["leaf"]["deltaCents"])
                self.assertEqual(value, value_of(entry["value"]))

    def test_owner_tags(self):
        key = bytes.fromhex(VECTORS["ownerKeyHex"])
        for entry in VECTORS["leaves"]:
            with self.subTest(seq=entry["leaf"]["seq"]):
                self.assertEqual(vp.owner_tag(key, entry["leaf"]["recordId"]), entry["leaf"]["owner"])

    def test_vector_leaves_are_well_formed(self):
        for entry in VECTORS["leaves"]:
            vp.check_leaf(entry["leaf"])

    def test_non_ascii_is_escaped(self):
        leaf = dict(VECTORS["leaves"][0]["leaf"], exchange="b\u00e9\U0001F600")
        self.assertIn(b'"exchange":"b\\u00e9\\ud83d\\ude00"', vp.canonical_leaf_json(leaf))


class TreeRoots(unittest.TestCase):
    def test_checkpoint_roots_from_the_leaves(self):
        for checkpoint in VECTORS["checkpoints"]:
            with self.subTest(period=checkpoint["period"]):
                self.assertEqual(sum_root(checkpoint["treeSize"]), value_of(checkpoint["root"]))

    def test_rfc6962_root8(self):
        leaves = [vp.PLAIN.leaf(bytes.fromhex(h)) for h in VECTORS["rfc6962"]["leavesHex"]]
        self.assertEqual(vp.merkle_tree_hash(vp.PLAIN, leaves).hex(), VECTORS["rfc6962"]["root8"])

    def test_empty_tree(self):
        self.assertEqual(vp.merkle_tree_hash(vp.SUM, []),
                         hashlib.sha256(b"").digest() + bytes(16))

    def test_sum_at_2_63_is_invalid(self):
        near = vp.pack_value(bytes(32), (1 << 63) - 1, 0)
        one = vp.pack_value(bytes(32), 1, 0)
        with self.assertRaises(vp.ProofError):
            vp.SUM.node(near, one)
        vp.SUM.node(near, vp.pack_value(bytes(32), 0, 5))  # 2^63-1 itself is fine
        too_big = bytes(32) + (1 << 63).to_bytes(8, "big") + bytes(8)
        with self.assertRaises(vp.ProofError):
            vp.SUM.node(too_big, vp.pack_value(bytes(32), 0, 0))


class Inclusion(unittest.TestCase):
    def vector_cases(self):
        for entry in VECTORS["inclusion"]:
            yield (entry["leafIndex"], entry["treeSize"],
                   [value_of(node) for node in entry["path"]])

    def test_every_vector(self):
        for index, size, path in self.vector_cases():
            with self.subTest(index=index, size=size):
                self.assertEqual(path, ref_path(vp.SUM, index, LEAF_VALUES[:size]))
                self.assertTrue(vp.verify_inclusion(vp.SUM, index, size, LEAF_VALUES[index],
                                                    path, sum_root(size)))

    def test_tampered_vectors_fail(self):
        for index, size, path in self.vector_cases():
            root, leaf = sum_root(size), LEAF_VALUES[index]
            with self.subTest(index=index, size=size):
                for i in range(len(path)):
                    for position in (0, 31, 39, 47):  # hash, credit, debit bytes
                        bad = path[:i] + [flip(path[i], position)] + path[i + 1:]
                        self.assertFalse(vp.verify_inclusion(vp.SUM, index, size, leaf, bad, root))
                self.assertFalse(vp.verify_inclusion(vp.SUM, index, size, leaf, path[:-1], root))
                self.assertFalse(vp.verify_inclusion(vp.SUM, index, size, leaf, path + [path[0]], root))
                if len(path) > 1:
                    swapped = [path[1], path[0]] + path[2:]
                    self.assertFalse(vp.verify_inclusion(vp.SUM, index, size, leaf, swapped, root))
                other = (index + 1) % size
                self.assertFalse(vp.verify_inclusion(vp.SUM, other, size, leaf, path, root))
                self.assertFalse(vp.verify_inclusion(vp.SUM, index, size, LEAF_VALUES[other], path, root))

    def test_wrong_length_is_rejected_with_a_reason(self):
        index, size, path = next(self.vector_cases())
        with self.assertRaisesRegex(vp.ProofError, "needs exactly"):
            vp.root_from_inclusion_proof(vp.SUM, index, size, LEAF_VALUES[index], path[:-1])
        with self.assertRaises(vp.ProofError):
            vp.root_from_inclusion_proof(vp.SUM, size, size, LEAF_VALUES[0], path)

    def test_plain_tree_every_index_and_size(self):
        leaves = [vp.PLAIN.leaf(bytes.fromhex(h)) for h in VECTORS["rfc6962"]["leavesHex"]]
        for size in range(1, len(leaves) + 1):
            root = vp.merkle_tree_hash(vp.PLAIN, leaves[:size])
            for index in range(size):
                path = ref_path(vp.PLAIN, index, leaves[:size])
                self.assertEqual(len(path), vp.inclusion_proof_length(index, size))
                self.assertTrue(vp.verify_inclusion(vp.PLAIN, index, size, leaves[index], path, root))
                if path:
                    bad = path[:-1] + [flip(path[-1], 0)]
                    self.assertFalse(vp.verify_inclusion(vp.PLAIN, index, size, leaves[index], bad, root))


class Consistency(unittest.TestCase):
    def test_every_vector(self):
        for entry in VECTORS["consistency"]:
            size1, size2 = entry["from"], entry["to"]
            proof = [value_of(node) for node in entry["proof"]]
            with self.subTest(size1=size1, size2=size2):
                if size1 < size2:
                    self.assertEqual(proof, ref_subproof(vp.SUM, size1, LEAF_VALUES[:size2], True))
                vp.verify_consistency(vp.SUM, size1, size2, sum_root(size1), sum_root(size2), proof)

    def test_tampered_vectors_fail(self):
        for entry in VECTORS["consistency"]:
            size1, size2 = entry["from"], entry["to"]
            proof = [value_of(node) for node in entry["proof"]]
            root1, root2 = sum_root(size1), sum_root(size2)
            with self.subTest(size1=size1, size2=size2):
                for i in range(len(proof)):
                    for position in (0, 39, 47):
                        bad = proof[:i] + [flip(proof[i], position)] + proof[i + 1:]
                        with self.assertRaises(vp.ProofError):
                            vp.verify_consistency(vp.SUM, size1, size2, root1, root2, bad)
                with self.assertRaises(vp.ProofError):
                    vp.verify_consistency(vp.SUM, size1, size2, flip(root1, 0), root2, proof)
                with self.assertRaises(vp.ProofError):
                    vp.verify_consistency(vp.SUM, size1, size2, root1, flip(root2, 40), proof)
                with self.assertRaises(vp.ProofError):
                    vp.verify_consistency(vp.SUM, size1, size2, root1, root2, proof + [root1])
                if proof:
                    with self.assertRaises(vp.ProofError):
                        vp.verify_consistency(vp.SUM, size1, size2, root1, root2, proof[:-1])

    def test_sizes_out_of_order_and_the_empty_tree(self):
        with self.assertRaises(vp.ProofError):
            vp.verify_consistency(vp.SUM, 3, 2, sum_root(3), sum_root(2), [])
        vp.verify_consistency(vp.SUM, 0, 5, vp.SUM.empty(), sum_root(5), [])
        with self.assertRaises(vp.ProofError):
            vp.verify_consistency(vp.SUM, 0, 5, sum_root(1), sum_root(5), [])

    def test_plain_tree_every_pair(self):
        leaves = [vp.PLAIN.leaf(bytes.fromhex(h)) for h in VECTORS["rfc6962"]["leavesHex"]]
        roots = [vp.merkle_tree_hash(vp.PLAIN, leaves[:n]) for n in range(len(leaves) + 1)]
        for size2 in range(1, len(leaves) + 1):
            for size1 in range(1, size2 + 1):
                proof = ref_subproof(vp.PLAIN, size1, leaves[:size2], True)
                if size1 < size2:
                    self.assertEqual(len(proof), vp.consistency_proof_length(size1, size2))
                vp.verify_consistency(vp.PLAIN, size1, size2, roots[size1], roots[size2], proof)
                if size1 > 1:
                    with self.assertRaises(vp.ProofError):
                        vp.verify_consistency(vp.PLAIN, size1 - 1, size2, roots[size1], roots[size2], proof)


class Ed25519(unittest.TestCase):
    # RFC 8032 section 7.1, TEST 1, 2, 3: secret key, public key, message, signature.
    RFC8032 = [
        ("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60",
         "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a", "",
         "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bac"
         "c61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b"),
        ("4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb",
         "3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c", "72",
         "92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e"
         "458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00"),
        ("c5aa8df43f9f837bedb7442f31dcb7b166d38535076f094b85ce3a2e0b4458f7",
         "fc51cd8e6218a1a38da47ed00230f0580816ed13ba3303ac5deb911548908025", "af82",
         "6291d657deec24024827e69c3abe01a30ce548a284743a445e3680d7db5ac3ac18ff9b538d16f290"
         "ae67f760984dc6594a7c15e9716ed28dc027beceea1ec40a"),
    ]

    def test_rfc8032_vectors(self):
        for secret, public, message, signature in self.RFC8032:
            secret, public = bytes.fromhex(secret), bytes.fromhex(public)
            message, signature = bytes.fromhex(message), bytes.fromhex(signature)
            with self.subTest(public=public.hex()[:8]):
                self.assertEqual(vp.ed25519_public_key(secret), public)
                self.assertEqual(vp.ed25519_sign(secret, message), signature)
                self.assertTrue(vp.ed25519_verify(public, message, signature))
                self.assertFalse(vp.ed25519_verify(public, message + b"x", signature))
                self.assertFalse(vp.ed25519_verify(public, message, flip(signature, 0)))
                self.assertFalse(vp.ed25519_verify(public, message, flip(signature, 40)))

    def test_s_at_or_above_l_is_rejected(self):
        _, public, message, signature = (bytes.fromhex(x) for x in self.RFC8032[0])
        s = int.from_bytes(signature[32:], "little")
        # S + L satisfies the group equation too; only S < L is canonical.
        malleated = signature[:32] + (s + vp.ED_L).to_bytes(32, "little")
        self.assertFalse(vp.ed25519_verify(public, message, malleated))

    def test_non_canonical_points_are_rejected(self):
        p = vp.ED_P
        self.assertIsNotNone(vp.ed25519_decode_point((1).to_bytes(32, "little")))    # y=1, x=0
        self.assertIsNone(vp.ed25519_decode_point((p + 1).to_bytes(32, "little")))  # y >= p
        self.assertIsNone(vp.ed25519_decode_point((1 | 1 << 255).to_bytes(32, "little")))  # x=0, sign 1
        self.assertIsNone(vp.ed25519_decode_point((2).to_bytes(32, "little")))      # no x for y=2


GO_VKEY = "PeterNeumann+c74f20a3+ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW"
GO_TEXT = ("If you think cryptography is the answer to your problem,\n"
           "then you don't know what your problem is.\n")
GO_NOTE = (GO_TEXT + "\n\u2014 PeterNeumann x08go/ZJkuBS9UG/SffcvIAQxVBtiFupLLr8pAcElZInNIuGUgYN1FFY"
           "C2pZSNXgKvqfqdngotpRZb6KE6RyyBwJnAM=\n")

TEST_SEED = hashlib.sha256(b"octoss ledger proof test key").digest()
OTHER_SEED = hashlib.sha256(b"another key").digest()
TEST_VKEY = vp.make_vkey(vp.LOG_ORIGIN, vp.ed25519_public_key(TEST_SEED))
OTHER_VKEY = vp.make_vkey(vp.LOG_ORIGIN, vp.ed25519_public_key(OTHER_SEED))


class SignedNotes(unittest.TestCase):
    def test_go_sumdb_note_example(self):
        # A note made by another implementation: key hash, line format, signature.
        vkey = vp.parse_vkey(GO_VKEY)
        self.assertEqual(vp.open_note(GO_NOTE, vkey).text, GO_TEXT)
        with self.assertRaises(vp.NoteError):
            vp.open_note(GO_NOTE.replace("cryptography", "cryptographY"), vkey)

    def test_vkey_round_trip_and_bad_keys(self):
        self.assertEqual(str(vp.parse_vkey(GO_VKEY)), GO_VKEY)
        for bad in (GO_VKEY.replace("c74f20a3", "c74f20a4"), GO_VKEY[:-2], "PeterNeumann+c74f20a3",
                    GO_VKEY.replace("ARpc", "Ahpc"), "Peter Neumann+c74f20a3+" + GO_VKEY.split("+", 2)[2]):
            with self.subTest(bad=bad), self.assertRaises(ValueError):
                vp.parse_vkey(bad)

    def test_unknown_keys_are_ignored_and_the_pinned_one_is_required(self):
        text = vp.checkpoint_text(5, sum_root(5)[:32], "2026-W48", 3, 1833, 1550)
        note = vp.sign_note(text, vp.LOG_ORIGIN, TEST_SEED)
        witness = vp.sign_note(text, "witness.example/w1", OTHER_SEED).split("\n\n")[1]
        self.assertEqual(vp.open_note(note + witness, TEST_VKEY).text, text)
        with self.assertRaisesRegex(vp.NoteError, "no signature line"):
            vp.open_note(note, OTHER_VKEY)
        with self.assertRaises(vp.NoteError):
            vp.open_note(note.rstrip("\n"), TEST_VKEY)
        with self.assertRaises(vp.NoteError):
            vp.open_note(note.replace("\u2014", "-"), TEST_VKEY)

    def test_checkpoint_text_parses(self):
        root = sum_root(5)[:32]
        text = vp.checkpoint_text(5, root, "2026-W48", 3, 1833, 1550)
        checkpoint = vp.parse_checkpoint(text)
        self.assertEqual((checkpoint.tree_size, checkpoint.root_hash, checkpoint.period,
                          checkpoint.first, checkpoint.credit, checkpoint.debit),
                         (5, root, "2026-W48", 3, 1833, 1550))
        for bad in (text.replace("\n5\n", "\n05\n"), text.replace("octoss.app", "octoss.io"),
                    text + "extra\n", text.replace("first=3", "first=x")):
            with self.subTest(bad=bad), self.assertRaises(vp.NoteError):
                vp.parse_checkpoint(bad)


# --------------------------------------------------------------------------
# The command line, on bundles built from the vectors
# --------------------------------------------------------------------------

def first_seq_of(period: str) -> int:
    return min(e["leaf"]["seq"] for e in VECTORS["leaves"] if e["leaf"]["period"] == period)


def checkpoint_for(size: int) -> dict:
    return next(c for c in VECTORS["checkpoints"] if c["treeSize"] == size)


NOTES = {}  # tree size -> note signed with the test key (made once: signing is pure Python)


def note_for(size: int) -> str:
    if size not in NOTES:
        c = checkpoint_for(size)
        text = vp.checkpoint_text(size, bytes.fromhex(c["root"]["hash"]), c["period"],
                                  first_seq_of(c["period"]), c["root"]["credit"], c["root"]["debit"])
        NOTES[size] = vp.sign_note(text, vp.LOG_ORIGIN, TEST_SEED)
    return NOTES[size]


def make_bundle(index: int, size: int) -> dict:
    inclusion = next(e for e in VECTORS["inclusion"]
                     if e["leafIndex"] == index and e["treeSize"] == size)
    c = checkpoint_for(size)
    leaf = VECTORS["leaves"][index]["leaf"]
    others = [e["leaf"]["seq"] for e in VECTORS["leaves"]
              if e["leaf"]["recordId"] == leaf["recordId"] and e["leaf"]["seq"] != index]
    return {
        "format": "octoss-proof/1",
        "leaf": copy.deepcopy(leaf),
        "leafIndex": index,
        "treeSize": size,
        "path": copy.deepcopy(inclusion["path"]),
        "checkpoint": {"period": c["period"], "treeSize": size, "root": dict(c["root"]),
                       "note": note_for(size)},
        "revisions": others,
    }


def row_of(bundle: dict) -> dict:
    """The record as a page would show it: the fields the leaf commits to."""
    return {name: bundle["leaf"][name] for name in ("amountCents", "state", "txHash", "at", "exchange")}


OWNER_KEY = VECTORS["ownerKeyHex"]
ROOT5 = checkpoint_for(5)["root"]["hash"]


class CommandLine(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.dir = Path(self.tmp.name)
        self.addCleanup(self.tmp.cleanup)

    def write(self, name: str, content) -> str:
        path = self.dir / name
        if isinstance(content, (dict, list)):
            content = json.dumps(content, indent=1)
        path.write_bytes(content.encode("utf-8") if isinstance(content, str) else content)
        return str(path)

    def run_cli(self, *args: str):
        done = subprocess.run([sys.executable, str(SCRIPT), *args], capture_output=True,
                              text=True, encoding="utf-8", timeout=60)
        return done.returncode, done.stdout, done.stderr

    def full_args(self, bundle: dict, root: str = ROOT5, owner: str = OWNER_KEY,
                  note: str = None, vkey=TEST_VKEY, row: dict = None):
        size = bundle["treeSize"]
        return [self.write("bundle.json", bundle), "--root", root, "--owner-key", owner,
                "--checkpoint", self.write("checkpoint.txt", note if note is not None else note_for(size)),
                "--pubkey", str(vkey), "--row", json.dumps(row if row is not None else row_of(bundle))]

    def assert_fails_at(self, step: str, code: int, out: str):
        self.assertEqual(code, 1, out)
        self.assertIn(f"FAIL [{step}]", out)
        self.assertIn(f"RESULT: FAIL - failed step(s): {step}\n", out)

    # --- passing -------------------------------------------------------------

    def test_good_bundle_passes_every_step(self):
        code, out, err = self.run_cli(*self.full_args(make_bundle(0, 5)))
        self.assertEqual(code, 0, out + err)
        for number, name in enumerate(["format", "row", "owner", "leaf hash", "path", "root",
                                       "published root", "signature"], 1):
            self.assertIn(f"[{number}] {name}\n", out)
        self.assertEqual(out.count("=> PASS"), 8, out)
        self.assertIn(VECTORS["leaves"][0]["leafJson"], out)
        self.assertIn("RESULT: PASS - 8 step(s) passed\n", out)

    def test_optional_steps_are_reported_not_run(self):
        code, out, _ = self.run_cli(self.write("b.json", make_bundle(4, 5)), "--root", ROOT5.upper())
        self.assertEqual(code, 0, out)
        self.assertIn("NOT CHECKED", out)
        self.assertIn("server-held key", out)
        self.assertIn("NOT RUN", out)
        self.assertIn("not run: row, owner, signature", out)

    def test_every_inclusion_vector_as_a_bundle(self):
        # In-process (no subprocess per case) to keep the suite fast.
        for entry in VECTORS["inclusion"]:
            index, size = entry["leafIndex"], entry["treeSize"]
            with self.subTest(index=index, size=size):
                bundle = make_bundle(index, size)
                args = self.full_args(bundle, root=checkpoint_for(size)["root"]["hash"])
                out = io.StringIO()
                self.assertEqual(vp.main(args, out), 0, out.getvalue())

    def test_a_note_with_other_signatures_still_passes_and_the_difference_is_said(self):
        witness = vp.sign_note(note_for(5).split("\n\n")[0] + "\n", "witness.example/w1",
                               OTHER_SEED).split("\n\n")[1]
        code, out, _ = self.run_cli(*self.full_args(make_bundle(0, 5), note=note_for(5) + witness))
        self.assertEqual(code, 0, out)
        self.assertIn("DIFFERS from the bundle's checkpoint.note", out)

    # --- each kind of tampering fails at its step ------------------------------

    def test_row_shown_otherwise_fails_at_row(self):
        bundle = make_bundle(0, 5)
        for name, value in (("amountCents", 1334), ("state", "DISCREPANCY"), ("txHash", None),
                            ("at", "2026-11-17T09:00:01.000Z"), ("exchange", "okx")):
            with self.subTest(field=name):
                code, out, _ = self.run_cli(*self.full_args(bundle, row=dict(row_of(bundle), **{name: value})))
                self.assert_fails_at("row", code, out)
                self.assertIn(f"differs from the committed leaf in {name}", out)

    def test_row_as_a_page_prints_it_passes(self):
        bundle = make_bundle(0, 5)
        row = dict(row_of(bundle), txHash=bundle["leaf"]["txHash"].upper().replace("0X", "0x"),
                   at="2026-11-17T09:00:00Z")
        code, out, _ = self.run_cli(*self.full_args(bundle, row=row))
        self.assertEqual(code, 0, out)

    def test_changed_leaf_field_fails_at_root(self):
        bundle = make_bundle(0, 5)
        bundle["leaf"]["state"] = "DISCREPANCY"
        self.assert_fails_at("root", *self.run_cli(*self.full_args(bundle))[:2])

    def test_changed_amount_fails_at_root_with_the_sums(self):
        bundle = make_bundle(0, 5)
        bundle["leaf"]["amountCents"] = bundle["leaf"]["deltaCents"] = 1235
        code, out, _ = self.run_cli(*self.full_args(bundle))
        self.assert_fails_at("root", code, out)
        self.assertIn("hash, credit", out)

    def test_flipped_path_byte_fails_at_root(self):
        bundle = make_bundle(0, 5)
        node = bundle["path"][1]
        node["hash"] = node["hash"][:10] + ("0" if node["hash"][10] != "0" else "1") + node["hash"][11:]
        self.assert_fails_at("root", *self.run_cli(*self.full_args(bundle))[:2])

    def test_swapped_path_nodes_fail_at_root(self):
        bundle = make_bundle(0, 5)
        bundle["path"][0], bundle["path"][1] = bundle["path"][1], bundle["path"][0]
        self.assert_fails_at("root", *self.run_cli(*self.full_args(bundle))[:2])

    def test_path_one_node_short_fails_at_path(self):
        bundle = make_bundle(0, 5)
        del bundle["path"][-1]
        code, out, _ = self.run_cli(*self.full_args(bundle))
        self.assert_fails_at("path", code, out)
        self.assertIn("needs exactly 3", out)

    def test_path_node_hash_short_fails_at_format(self):
        bundle = make_bundle(0, 5)
        bundle["path"][0]["hash"] = bundle["path"][0]["hash"][:-2]
        self.assert_fails_at("format", *self.run_cli(*self.full_args(bundle))[:2])

    def test_overflowing_path_sum_fails_at_path(self):
        bundle = make_bundle(0, 5)
        bundle["path"][0]["credit"] = (1 << 63) - 1
        code, out, _ = self.run_cli(*self.full_args(bundle))
        self.assert_fails_at("path", code, out)
        self.assertIn("2^63", out)

    def test_wrong_published_root_fails(self):
        wrong = checkpoint_for(3)["root"]["hash"]
        self.assert_fails_at("published root", *self.run_cli(*self.full_args(make_bundle(0, 5), root=wrong))[:2])

    def test_wrong_owner_key_fails(self):
        self.assert_fails_at("owner", *self.run_cli(*self.full_args(make_bundle(0, 5), owner="22" * 32))[:2])

    def test_bad_signature_fails(self):
        note = note_for(5)
        head, line = note.rsplit("\u2014 ", 1)
        name, blob = line.split(" ")
        raw = bytearray(base64.b64decode(blob))
        raw[10] ^= 0x01  # inside the Ed25519 signature, after the 4-byte key hash
        bad = head + "\u2014 " + name + " " + base64.b64encode(bytes(raw)).decode() + "\n"
        code, out, _ = self.run_cli(*self.full_args(make_bundle(0, 5), note=bad))
        self.assert_fails_at("signature", code, out)
        self.assertIn("does not verify", out)

    def test_note_signed_by_another_key_fails(self):
        text = note_for(5).split("\n\n")[0] + "\n"
        other = vp.sign_note(text, vp.LOG_ORIGIN, OTHER_SEED)
        code, out, _ = self.run_cli(*self.full_args(make_bundle(0, 5), note=other))
        self.assert_fails_at("signature", code, out)
        self.assertIn("no signature line", out)

    def test_pinning_another_key_fails(self):
        self.assert_fails_at("signature", *self.run_cli(*self.full_args(make_bundle(0, 5), vkey=OTHER_VKEY))[:2])

    def test_validly_signed_note_with_other_totals_fails(self):
        c = checkpoint_for(5)
        text = vp.checkpoint_text(5, bytes.fromhex(c["root"]["hash"]), c["period"], 3,
                                  c["root"]["credit"] + 1, c["root"]["debit"])
        code, out, _ = self.run_cli(*self.full_args(make_bundle(0, 5),
                                                    note=vp.sign_note(text, vp.LOG_ORIGIN, TEST_SEED)))
        self.assert_fails_at("signature", code, out)
        self.assertIn("disagrees with the bundle on credit", out)

    def test_not_json_fails_at_format(self):
        code, out, _ = self.run_cli(self.write("b.json", "{not json"), "--root", ROOT5)
        self.assert_fails_at("format", code, out)
        self.assertIn("SKIPPED", out)

    def test_leaf_with_extra_field_fails_at_format(self):
        bundle = make_bundle(0, 5)
        bundle["leaf"]["note"] = "x"
        self.assert_fails_at("format", *self.run_cli(*self.full_args(bundle))[:2])

    def test_control_characters_from_the_bundle_are_escaped(self):
        bundle = make_bundle(0, 5)
        bundle["leaf"]["recordId"] = "rec-0001\r\x1b[32m PASS"
        code, out, _ = self.run_cli(*self.full_args(bundle))
        self.assertEqual(code, 1)
        self.assertNotIn("\x1b", out)
        self.assertNotIn("\r", out)
        self.assertIn("rec-0001\\x0d\\x1b[32m PASS", out)
        self.assertIn("RESULT: FAIL - failed step(s): owner, root\n", out)

    def test_root_step_is_skipped_when_the_path_fails(self):
        bundle = make_bundle(0, 5)
        bundle["path"].append(bundle["path"][0])
        code, out, _ = self.run_cli(*self.full_args(bundle))
        self.assert_fails_at("path", code, out)
        self.assertIn("SKIPPED: the path step did not produce a root", out)

    def test_crlf_note_fails_with_a_reason(self):
        code, out, _ = self.run_cli(*self.full_args(make_bundle(0, 5), note=note_for(5).replace("\n", "\r\n")))
        self.assert_fails_at("signature", code, out)
        self.assertIn("CRLF", out)

    def test_boolean_is_not_an_integer(self):
        bundle = make_bundle(1, 5)
        bundle["leaf"]["v"] = True
        self.assert_fails_at("format", *self.run_cli(*self.full_args(bundle))[:2])

    # --- usage errors exit 2 with one line --------------------------------------

    def test_usage_errors(self):
        bundle = self.write("b.json", make_bundle(0, 5))
        note = self.write("n.txt", note_for(5))
        cases = {
            "missing file": [str(self.dir / "absent.json"), "--root", ROOT5],
            "bad hex root": [bundle, "--root", "xyz"],
            "short root": [bundle, "--root", ROOT5[:-2]],
            "bad owner key": [bundle, "--root", ROOT5, "--owner-key", "12"],
            "unknown flag": [bundle, "--root", ROOT5, "--verbose"],
            "missing root": [bundle],
            "checkpoint without pubkey": [bundle, "--root", ROOT5, "--checkpoint", note],
            "pubkey without checkpoint": [bundle, "--root", ROOT5, "--pubkey", str(TEST_VKEY)],
            "malformed pubkey": [bundle, "--root", ROOT5, "--checkpoint", note, "--pubkey", "nope"],
            "missing checkpoint file": [bundle, "--root", ROOT5, "--checkpoint",
                                        str(self.dir / "absent.txt"), "--pubkey", str(TEST_VKEY)],
            "row not JSON": [bundle, "--root", ROOT5, "--row", "{amount"],
            "row without a field": [bundle, "--root", ROOT5, "--row", json.dumps(
                {k: v for k, v in row_of(make_bundle(0, 5)).items() if k != "state"})],
            "row with amount in USDT": [bundle, "--root", ROOT5, "--row", json.dumps(
                dict(row_of(make_bundle(0, 5)), amountCents=12.34))],
            "row with a bad time": [bundle, "--root", ROOT5, "--row", json.dumps(
                dict(row_of(make_bundle(0, 5)), at="yesterday"))],
        }
        for label, args in cases.items():
            with self.subTest(label):
                code, out, err = self.run_cli(*args)
                self.assertEqual(code, 2, out + err)
                self.assertEqual(out, "")
                self.assertEqual(len(err.strip().splitlines()), 1, err)
                self.assertTrue(err.startswith("verify_proof.py: usage error: "), err)


if __name__ == "__main__":
    unittest.main()
