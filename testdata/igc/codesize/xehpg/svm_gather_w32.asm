//.kernel svm_gather_w32
//.platform DG2
//.thread_config numGRF=128, numAcc=4, numSWSB=16
//.options_string "-dumpvisa -dumpcommonisa -output -binary -fusedCallWA 1 "
//.full_options "-TotalGRFNum 128 -output -binary -dumpcommonisa -dumpvisa -LSCBackupMode -fusedCallWA 1 "
//.instCount 84
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r3.5)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r3.6)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r3.1)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r3.2)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r3.3)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r3.4)
//.declare %tsc (21)  rf=r size=20 type=ud align=2 words
//.declare %arg (22)  rf=r size=0 type=ud align=16 words (r26.0)
//.declare %retval (23)  rf=r size=0 type=ud align=16 words (r26.0) Output
//.declare %sp (24)  rf=r size=8 type=uq align=4 words (r125.3)
//.declare %fp (25)  rf=r size=8 type=uq align=4 words (r125.2)
//.declare %sr0 (26)  rf=r size=16 type=ud align=2 words
//.declare %cr0 (27)  rf=r size=12 type=ud align=2 words
//.declare %ce0 (28)  rf=r size=4 type=ud align=2 words
//.declare %dbg0 (29)  rf=r size=8 type=ud align=2 words
//.declare implBufPtr (31)  rf=r size=8 type=uq align=4 words (r126.0)
//.declare localIdBufPtr (32)  rf=r size=8 type=uq align=4 words (r126.3)
//.declare %msg0 (33)  rf=r size=12 type=ud align=2 words
//.declare V32 (38)  rf=r size=8 type=q align=4 words (r2.2)
//.declare V33 (39)  rf=r size=8 type=q align=4 words (r2.3)
//.declare V34 (40)  rf=r size=8 type=q align=4 words (r2.0)
//.declare V35 (41)  rf=r size=4 type=d align=2 words (r3.0)
//.declare V36 (42)  rf=r size=8 type=q align=4 words (r2.1)
//.declare V37 (43)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V39 (45)  rf=r size=32 type=d align=16 words (r1.0)
//.declare V40 (46)  rf=r size=32 type=d align=16 words (r6.0)
//.declare V41 (47)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V44 (50)  rf=r size=32 type=d align=16 words (r8.0)
//.declare V45 (51)  rf=r size=32 type=d align=16 words (r9.0)
//.declare V46 (52)  rf=r size=32 type=d align=16 words (r10.0)
//.declare V48 (54)  rf=r size=128 type=q align=16 words (r11.0)
//.declare V50 (56)  rf=r size=32 type=d align=16 words (r15.0)
//.declare V51 (57)  rf=r size=32 type=d align=16 words (r16.0)
//.declare V52 (58)  rf=r size=32 type=d align=16 words (r17.0)
//.declare V55 (61)  rf=r size=32 type=d align=16 words (r18.0)
//.declare V56 (62)  rf=r size=32 type=d align=16 words (r19.0)
//.declare V57 (63)  rf=r size=32 type=d align=16 words (r20.0)
//.declare V59 (65)  rf=r size=128 type=q align=16 words (r21.0)
//.declare P1 (66)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V60 (67)  rf=r size=64 type=d align=16 words (r25.0)
//.declare V61 (68)  rf=r size=64 type=d align=16 words (r27.0)
//.declare V62 (69)  rf=r size=128 type=d align=16 words (r29.0)
//.declare V63 (70)  rf=r size=8 type=uq alias=V32+0 align=4 words (r2.2)
//.declare  (71)  rf=r size=32 type=ud align=16 words (r33.0)
//.declare V64 (72)  rf=r size=64 type=q alias=V37+0 align=16 words (r4.0)
//.declare V65 (73)  rf=r size=32 type=ud alias=V40+0 align=16 words (r6.0)
//.declare V66 (74)  rf=r size=32 type=ud alias=V41+0 align=16 words (r7.0)
//.declare V67 (75)  rf=r size=64 type=ud alias=V37+0 align=16 words (r4.0)
//.declare V68 (76)  rf=r size=32 type=ud alias=V39+0 align=16 words (r1.0)
//.declare V70 (78)  rf=r size=32 type=d alias=V41+0 align=16 words (r7.0)
//.declare V71 (79)  rf=r size=64 type=d alias=V37+0 align=16 words (r4.0)
//.declare V72 (80)  rf=r size=128 type=d alias=V48+0 align=16 words (r11.0)
//.declare V73 (81)  rf=r size=32 type=ud alias=V45+0 align=16 words (r9.0)
//.declare V74 (82)  rf=r size=32 type=ud alias=V46+0 align=16 words (r10.0)
//.declare V75 (83)  rf=r size=32 type=ud alias=V44+0 align=16 words (r8.0)
//.declare V77 (85)  rf=r size=32 type=d alias=V46+0 align=16 words (r10.0)
//.declare V78 (86)  rf=r size=32 type=ud alias=V51+0 align=16 words (r16.0)
//.declare V79 (87)  rf=r size=32 type=ud alias=V52+0 align=16 words (r17.0)
//.declare V80 (88)  rf=r size=32 type=ud alias=V50+0 align=16 words (r15.0)
//.declare V82 (90)  rf=r size=32 type=d alias=V52+0 align=16 words (r17.0)
//.declare V83 (91)  rf=r size=128 type=d alias=V59+0 align=16 words (r21.0)
//.declare V84 (92)  rf=r size=32 type=ud alias=V56+0 align=16 words (r19.0)
//.declare V85 (93)  rf=r size=32 type=ud alias=V57+0 align=16 words (r20.0)
//.declare V86 (94)  rf=r size=32 type=ud alias=V55+0 align=16 words (r18.0)
//.declare V88 (96)  rf=r size=32 type=d alias=V57+0 align=16 words (r20.0)
//.declare V89 (97)  rf=r size=128 type=ud alias=V62+0 align=16 words (r29.0)
//.declare V90 (98)  rf=r size=4 type=ud alias=V35+0 align=2 words (r3.0)
//.declare V91 (99)  rf=r size=128 type=uq alias=V48+0 align=16 words (r11.0)
//.declare V92 (100)  rf=r size=128 type=uq alias=V59+0 align=16 words (r21.0)
//.declare V93 (101)  rf=r size=8 type=uq alias=V33+0 align=4 words (r2.3)
//.declare  (102)  rf=r size=32 type=ud align=16 words (r34.0)
//.declare  (103)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (104)  rf=r size=32 type=ud align=16 words (r35.0)
//.declare  (105)  rf=r size=32 type=ud align=16 words (r36.0)
//.declare  (106)  rf=r size=32 type=ud align=16 words (r37.0)
//.declare  (107)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (108)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (109)  rf=r size=32 type=ud align=16 words (r1.0)
//.declare  (110)  rf=r size=64 type=ud align=16 words (r2.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V36      | :q       |      8 | r2+8     | general    |
// | V32      | :q       |      8 | r2+16    | general    |
// | V33      | :q       |      8 | r2+24    | general    |
// | V35      | :d       |      4 | r3       | general    |
// | V34      | :q       |      8 | r2       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001}
per_thread_prolog:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {A@1}             // 
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw                             // 
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x40:uw              {I@2}          // 
(W)     mad (1|M0)               r127.2<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0x20:uw              {I@1} // 
(W)     send.dc0 (8|M0)          r1       r127    null:0  0x0            0x021842FD           {A@1,$0} // wr:1h+0, rd:1; oword aligned block read x2 // $64
        nop                                                                                          // 
        nop                                                                                          // 
// B001: Preds:{B000},  Succs:{B002}
// cross_thread_prolog:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {$0.src}          // 
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     send.dc0 (8|M0)          r2       r127    null:0  0x0            0x022843FD           {A@1,$1} // wr:1h+0, rd:2; oword aligned block read x4 // $64
// B002: Preds:{B001},  Succs:{}
// svm_gather_w32_BB_0:
(W)     send.ugm (1|M0)          r36      r0      null:0  0x0            0x0214171F           {$2} // wr:1+0, rd:1; fence.ugm.evict.gpu // $64
(W)     mov (8|M0)               null<1>:ud    r36.0<1;1,0>:ud                  {$2.dst}             //  memory fence commit; $64
(W)     send.ugm (1|M0)          r37      r0      null:0  0x0            0x0210271F           {$3} // wr:1+0, rd:1; fence.ugm.invalidate.gpu // $64
(W)     mov (1|M0)               r33.0<1>:ud   r2.4<0;1,0>:ud                   {$1.dst}             // $1
(W)     mov (1|M0)               r33.1<1>:ud   r2.5<0;1,0>:ud                                        // $1
        mov (8|M0)               r4.0<2>:ud    r2.2<0;1,0>:ud                                        // $2
(W)     mov (8|M0)               null<1>:ud    r37.0<1;1,0>:ud                  {$3.dst}             //  memory fence commit; $1
(W)     send.dc1 (16|M0)         r29      r33     null:0  0x0            0x024D04FF           {A@3,$4} // wr:1h+0, rd:4; a64 unaligned oword block read x8 // $1
        mov (8|M0)               r1.0<1>:d     80:w                               {$0.dst}           // $4
        mov (8|M0)               r4.1<2>:ud    r2.3<0;1,0>:ud                                        // $2
        mov (1|M0)               r1.6<1>:d     52:w                                                  // $5
        mov (1|M0)               r1.5<1>:d     24:w                                                  // $6
        mov (1|M0)               r1.4<1>:d     124:w                                                 // $7
        mov (1|M0)               r1.3<1>:d     96:w                                                  // $8
        mov (1|M0)               r1.2<1>:d     68:w                                                  // $9
        mov (1|M0)               r1.1<1>:d     40:w                                                  // $10
        mov (1|M0)               r1.0<1>:d     12:w                                                  // $11
        mov (8|M0)               r8.0<1>:d     48:w                                                  // $17
        addc (8|M0)              r6.0<1>:ud    r4.0<2;1,0>:ud    r1.0<1;1,0>:ud   {AccWrEn,Compacted,I@2} // $12
        mov (1|M0)               r8.6<1>:d     20:w                                                  // $18
        mov (1|M0)               r8.5<1>:d     120:w                                                 // $19
        mov (1|M0)               r8.4<1>:d     92:w                                                  // $20
        mov (1|M0)               r8.3<1>:d     64:w                                                  // $21
        mov (1|M0)               r8.2<1>:d     36:w                                                  // $22
        mov (1|M0)               r8.1<1>:d     8:w                                                   // $23
        mov (1|M0)               r8.0<1>:d     108:w                                                 // $24
        mov (8|M0)               r15.0<1>:d    16:w                                                  // $30
        mov (8|M0)               r7.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}          // $12
        mov (1|M0)               r15.6<1>:d    116:w                                                 // $31
        mov (1|M0)               r15.5<1>:d    88:w                                                  // $32
        mov (1|M0)               r15.4<1>:d    60:w                                                  // $33
        mov (1|M0)               r15.3<1>:d    32:w                                                  // $34
        mov (1|M0)               r15.2<1>:d    4:w                                                   // $35
        mov (1|M0)               r15.1<1>:d    104:w                                                 // $36
        mov (1|M0)               r15.0<1>:d    76:w                                                  // $37
        addc (8|M0)              r9.0<1>:ud    r4.0<2;1,0>:ud    r8.0<1;1,0>:ud   {AccWrEn,Compacted,I@7} // $25
        mov (8|M0)               r18.0<1>:d    112:w                                                 // $43
        mov (8|M0)               r10.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}          // $25
        mov (1|M0)               r18.6<1>:d    84:w                                                  // $44
        mov (1|M0)               r18.5<1>:d    56:w                                                  // $45
        mov (1|M0)               r18.4<1>:d    28:w                                                  // $46
        mov (1|M0)               r18.3<1>:d    0:w                                                   // $47
        mov (1|M0)               r18.2<1>:d    100:w                                                 // $48
        mov (1|M0)               r18.1<1>:d    72:w                                                  // $49
        mov (1|M0)               r18.0<1>:d    44:w                                                  // $50
        addc (8|M0)              r16.0<1>:ud   r4.0<2;1,0>:ud    r15.0<1;1,0>:ud  {AccWrEn,Compacted,I@7} // $38
        cmp (16|M0)   (lt)f0.0   null<1>:d     r29.0<1;1,0>:ud   r3.0<0;1,0>:ud   {$4.dst}           // $56
        mov (8|M0)               r17.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}          // $38
        addc (8|M0)              r19.0<1>:ud   r4.0<2;1,0>:ud    r18.0<1;1,0>:ud  {AccWrEn,Compacted,I@4} // $51
        cmp (16|M16)  (lt)f0.0   null<1>:d     r31.0<1;1,0>:ud   r3.0<0;1,0>:ud                      // $57
        mov (8|M0)               r20.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}          // $51
        mov (8|M0)               r11.0<2>:d    r6.0<1;1,0>:d                                         // $13
        mov (8|M0)               r13.0<2>:d    r9.0<1;1,0>:d                                         // $26
        mov (8|M0)               r21.0<2>:d    r16.0<1;1,0>:d                   {I@7}                // $39
        mov (8|M0)               r23.0<2>:d    r19.0<1;1,0>:d                   {I@6}                // $52
        add3 (8|M0)              r11.1<2>:d    r7.0<1;0>:d       r4.1<4;2>:d       0:w               // $14
        add3 (8|M0)              r13.1<2>:d    r10.0<1;0>:d      r4.1<4;2>:d       0:w               // $27
        add3 (8|M0)              r21.1<2>:d    r17.0<1;0>:d      r4.1<4;2>:d       0:w               // $40
        add3 (8|M0)              r23.1<2>:d    r20.0<1;0>:d      r4.1<4;2>:d       0:w               {I@7} // $53
        mov (16|M0)              r25.0<1>:f    r29.0<1;1,0>:f                   {Compacted}          // $55
(f0.0)  send.dc1 (16|M0)         r25      r11     null:0  0x0            0x082411FF           {A@1,$5} // wr:4+0, rd:2; a64 dword gathering read // $58
        mov (16|M0)              r27.0<1>:f    r31.0<1;1,0>:f                   {Compacted}          // $59
(f0.0)  send.dc1 (16|M16)        r27      r21     null:0  0x0            0x082411FF           {A@1,$6} // wr:4+0, rd:2; a64 dword gathering read // $61
(W)     mov (1|M0)               r34.0<1>:ud   r2.6<0;1,0>:ud                                        // $63
(W)     mov (1|M0)               r34.1<1>:ud   r2.7<0;1,0>:ud                                        // $63
(W)     mov (8|M0)               r127.0<1>:f   r0.0<1;1,0>:f                    {Compacted}          // $64
(f0.0)  mov (16|M0)              r29.0<1>:f    r25.0<1;1,0>:f                   {Compacted,$5.dst}   // $60
(f0.0)  mov (16|M16)             r31.0<1>:f    r27.0<1;1,0>:f                   {$6.dst}             // $62
(W)     send.dc1 (16|M0)         null     r34     r29:4   0x0            0x020D44FF           {A@1,$7} // wr:1h+4, rd:0; a64 unaligned oword block write x8 // $63
(W)     send.ugm (1|M0)          r35      r0      null:0  0x0            0x0210031F           {$8} // wr:1+0, rd:1; fence.ugm.none.local // $64
(W)     mov (8|M0)               null<1>:ud    r35.0<1;1,0>:ud                  {$8.dst}             //  memory fence commit; $64
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread // $64
L1232:
        nop                                                                                          // $64


//.BankConflicts: 0
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 0
//.SIMD16ReadSuppressions: 0
//.SIMD8s: 104
//
//.RMWs: 0
//
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
